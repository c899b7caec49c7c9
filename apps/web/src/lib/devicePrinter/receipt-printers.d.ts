/**
 * The little of the `@point-of-sale/web*-receipt-printer` libraries this app uses (they ship no
 * types): connect (with the browser's chooser, in a user gesture), reconnect (no chooser, from what
 * `connected` told), print, disconnect, and the `connected` / `disconnected` events.
 */
interface ReceiptPrinterLibrary {
  connect(): Promise<void>;
  reconnect(info: Record<string, unknown>): Promise<void>;
  print(bytes: Uint8Array): Promise<void>;
  disconnect(): Promise<void>;
  addEventListener(event: "connected", listener: (info: Record<string, unknown>) => void): void;
  addEventListener(event: "disconnected", listener: () => void): void;
}

declare module "@point-of-sale/webbluetooth-receipt-printer" {
  const WebBluetoothReceiptPrinter: new () => ReceiptPrinterLibrary;
  export default WebBluetoothReceiptPrinter;
}
declare module "@point-of-sale/webusb-receipt-printer" {
  const WebUSBReceiptPrinter: new () => ReceiptPrinterLibrary;
  export default WebUSBReceiptPrinter;
}
declare module "@point-of-sale/webserial-receipt-printer" {
  const WebSerialReceiptPrinter: new (options?: { baudRate?: number }) => ReceiptPrinterLibrary;
  export default WebSerialReceiptPrinter;
}
