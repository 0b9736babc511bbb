import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';
import { retry } from './retry';

export interface ResilientRemoteOptions {
  /** Retries after a failed manifest or remote entry request. Default: 2. */
  retries?: number;
  /** Wait before the first retry, doubled before each further one. Default: 500 ms. */
  delayMs?: number;
  /** Failed requests in a row that open a remote's circuit. Default: 4. */
  failureThreshold?: number;
  /** How long an open circuit fails loads without a request. Default: 5000 ms. */
  cooldownMs?: number;
  /** What the fallback component renders. */
  fallbackText?: string;
}

const log = (message: string) => console.warn(`[resilient-remote] ${message}`);
const describe = (error: unknown) =>
  error instanceof Error ? error.message.split('\n')[0] : String(error);

export default function resilientRemote(
  options: ResilientRemoteOptions = {},
): ModuleFederationRuntimePlugin {
  const {
    retries = 2,
    delayMs = 500,
    failureThreshold = 4,
    cooldownMs = 5000,
    fallbackText = 'This part of the page is unavailable right now.',
  } = options;
  const breaker = new CircuitBreaker(failureThreshold, cooldownMs);

  // One request to a remote, counted by its circuit
  async function guarded<T>(remote: string, request: () => Promise<T>): Promise<T> {
    breaker.check(remote);
    try {
      return await request();
    } catch (error) {
      if (!breaker.recordFailure(remote)) throw error;
      log(`${remote}: ${failureThreshold} failed requests in a row (last: ${describe(error)}), circuit open for ${cooldownMs} ms`);
      throw new CircuitOpenError(remote);
    }
  }

  // Up to 1 + retries guarded requests; an open circuit ends the loop at once
  function withRetries<T>(remote: string, request: (attempt: number) => Promise<T>): Promise<T> {
    return retry((attempt) => guarded(remote, () => request(attempt)), {
      retries,
      delayMs,
      isFinal: (error) => error instanceof CircuitOpenError,
      onRetry: (error, attempt, delay) =>
        log(`${remote}: attempt ${attempt} failed (${describe(error)}), retrying in ${delay} ms`),
    });
  }

  return {
    name: 'resilient-remote',

    // Step 2: while a remote's circuit is open, fail before anything is requested
    afterMatchRemote({ remoteInfo }) {
      if (remoteInfo && breaker.isOpen(remoteInfo.name)) {
        log(`${remoteInfo.name}: circuit open, not requesting it`);
        throw new CircuitOpenError(remoteInfo.name);
      }
    },

    // Step 1: the manifest, every attempt made here
    fetch(url, init, remoteInfo, resourceContext) {
      if (resourceContext?.resourceType !== 'manifest') return undefined;
      return withRetries(remoteInfo?.name ?? url, async () => {
        const response = await globalThis.fetch(url, init);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        // A body cut off on the way fails too: parse a copy before the runtime does
        await response.clone().json();
        return response;
      });
    },

    // Step 1: the remote entry, whose first attempt the runtime made and lost
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const recovered = withRetries(remoteInfo.name, async (attempt) => {
        if (attempt === 1) throw new Error(`${remoteInfo.entry} failed to load`);
        // Forget the failed load, or getRemoteEntry would hand it back
        delete globalLoading[uniqueKey];
        const container = await getRemoteEntry({ origin, remoteInfo });
        if (!container) throw new Error(`${remoteInfo.entry} set no container`);
        return container;
      }).catch(() => undefined);
      // Resolving with undefined lets the runtime throw its own error
      return new Promise((resolve) => resolve(recovered));
    },

    // A module that loaded closes the remote's circuit
    afterLoadRemote({ remote, error }) {
      if (remote && !error) breaker.recordSuccess(remote.name);
    },

    // Step 3: whatever failed, hand back a module whose component says so
    errorLoadRemote({ id, error, from, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      log(`${id}: rendering the fallback (${describe(error)})`);
      const Fallback = () => fallbackText;
      const fallback = { __esModule: true, default: Fallback };
      return from === 'build' ? () => fallback : fallback;
    },
  };
}
