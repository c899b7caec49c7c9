/**
 * `useMergeRefs` as `@floating-ui/react` names it, from `@mantine/hooks` (vite-plugins/scrollAreaRefs.ts
 * points Mantine's ScrollArea here): one callback ref setting every ref given (object or callback,
 * with React 19 cleanups), or null when none is given.
 *
 * @example const ref = useMergeRefs([forwardedRef, localRef]); <div ref={ref} />
 */
import { useMergedRef } from "@mantine/hooks";
import type { Ref, RefCallback } from "react";

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  const merged = useMergedRef<T>(...refs);
  return refs.every((ref) => ref == null) ? null : merged;
}
