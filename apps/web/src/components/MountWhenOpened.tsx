import { type ReactNode, Suspense, useState } from "react";

/**
 * Renders `children` (a lazily loaded dialog, React `lazy`) from the first time `opened` is true on,
 * and keeps it mounted after it closes: its chunk is fetched on the first open, not with the screen,
 * and a closed dialog keeps its closing animation and any state it holds (a QRIS charge being polled).
 * Nothing is shown while the chunk loads (the dialog opens when it arrives).
 *
 * @example <MountWhenOpened opened={stage !== "closed"}><PaymentFlow … /></MountWhenOpened>
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(opened);
  if (opened && !seen) {
    setSeen(true);
  }
  return seen || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
