/** Types of the part of `midtrans-client` (Midtrans' Node client, CommonJS) used by midtrans.ts. */
declare module "midtrans-client" {
  interface ApiConfig {
    getCoreApiBaseUrl(): string;
  }
  interface HttpClient {
    /** The client's axios instance (`defaults.timeout` in ms). */
    http_client: { defaults: { timeout?: number } };
  }
  interface Transaction {
    status(orderId: string): Promise<Record<string, unknown>>;
    cancel(orderId: string): Promise<Record<string, unknown>>;
    refund(orderId: string, parameter: Record<string, unknown>): Promise<Record<string, unknown>>;
  }
  class CoreApi {
    constructor(options: { isProduction: boolean; serverKey: string; clientKey?: string });
    apiConfig: ApiConfig;
    httpClient: HttpClient;
    transaction: Transaction;
    charge(parameter: Record<string, unknown>): Promise<Record<string, unknown>>;
  }
  class MidtransError extends Error {
    httpStatusCode: number | null;
    ApiResponse: unknown;
  }
  const midtransClient: { CoreApi: typeof CoreApi; MidtransError: typeof MidtransError };
  export default midtransClient;
}
