/** Hands the file behind an object URL (a file the API answered, or text made here) to the browser under its name, then lets the URL go. */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked once the browser has surely taken the file.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Hands text to the browser as a file download (CSV by default). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv'): void {
  saveObjectUrl(URL.createObjectURL(new Blob([text], { type })), fileName);
}
