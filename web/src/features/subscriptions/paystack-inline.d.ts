// @paystack/inline-js ships no types: the part of its API the app uses.
declare module '@paystack/inline-js' {
  interface PaystackCallbacks {
    onSuccess?: (transaction: { id?: string | number; reference: string; message?: string }) => void;
    onCancel?: () => void;
    onError?: (error: { message?: string }) => void;
    onLoad?: (response: unknown) => void;
  }
  export default class PaystackPop {
    resumeTransaction(accessCode: string, callbacks?: PaystackCallbacks): unknown;
  }
}
