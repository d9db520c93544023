/** Hands text to the browser as a file download (CSV by default). */
export function saveTextFile(text: string, fileName: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
