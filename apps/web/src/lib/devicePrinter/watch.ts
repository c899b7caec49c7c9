/**
 * Watches the writes a receipt-printer library makes. The `@point-of-sale/web*-receipt-printer`
 * libraries pair, reconnect and write well, but they swallow a refused write (they log it) and their
 * `print()` resolves all the same (Web Serial's before the bytes are even written). A job may only be
 * reported printed once the printer took its bytes, so the device or port the library works on is
 * handed to it through a Proxy that follows every object it reaches (GATT server → service →
 * characteristic; USB device; serial port → writer) and keeps each write call's promise
 * (`write…`, `transferOut`): `settle()` waits for them and throws the first refusal.
 */

const WRITE_METHODS = /^(write|transferOut)/;

/** Follows what the library does with one device; `settle()` after each print. */
export interface WriteWatch {
  /** `value` wrapped (objects only; buffers, promises and primitives as they are). */
  wrap<T>(value: T): T;
  /** Waits for the writes begun so far; returns how many there were; throws the first refusal since the last settle. */
  settle(): Promise<number>;
}

/** A new watch: one per connection. */
export function writeWatch(): WriteWatch {
  const pending = new Set<Promise<unknown>>();
  const proxies = new WeakMap<object, object>();
  let failure: unknown = null;
  let writes = 0;

  const track = (p: Promise<unknown>) => {
    writes += 1;
    const tracked = p.catch((e: unknown) => {
      failure ??= e;
      throw e;
    });
    pending.add(tracked);
    tracked.then(
      () => pending.delete(tracked),
      () => pending.delete(tracked),
    );
    return tracked;
  };

  const wrap = <T>(value: T): T => {
    if (
      value === null ||
      typeof value !== "object" ||
      value instanceof Promise ||
      ArrayBuffer.isView(value) ||
      value instanceof ArrayBuffer
    ) {
      return value;
    }
    const known = proxies.get(value);
    if (known) {
      return known as T;
    }
    const proxy = new Proxy(value, {
      get(target, prop) {
        const v: unknown = Reflect.get(target, prop, target);
        if (typeof v !== "function") {
          return wrap(v);
        }
        return (...args: unknown[]) => {
          const result: unknown = (v as (...a: unknown[]) => unknown).apply(target, args);
          if (result instanceof Promise) {
            const wrapped = result.then(wrap);
            return typeof prop === "string" && WRITE_METHODS.test(prop) ? track(wrapped) : wrapped;
          }
          return wrap(result);
        };
      },
    });
    proxies.set(value, proxy);
    return proxy as T;
  };

  return {
    wrap,
    async settle() {
      while (pending.size > 0) {
        await Promise.allSettled([...pending]);
      }
      const count = writes;
      writes = 0;
      if (failure !== null) {
        const f = failure;
        failure = null;
        throw f;
      }
      return count;
    },
  };
}
