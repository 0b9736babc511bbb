export interface RetryOptions {
  /** Attempts after the first one. */
  retries: number;
  /** Wait before the first retry, doubled before each further one. */
  delayMs: number;
  /** Return true for an error that must not be retried. */
  isFinal?: (error: unknown) => boolean;
  /** Called before each wait. */
  onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Calls task(1), task(2), … until one resolves, with a growing wait between two calls
export async function retry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { retries, delayMs, isFinal, onRetry } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt > retries || isFinal?.(error)) throw error;
      const delay = delayMs * 2 ** (attempt - 1);
      onRetry?.(error, attempt, delay);
      await wait(delay);
    }
  }
}
