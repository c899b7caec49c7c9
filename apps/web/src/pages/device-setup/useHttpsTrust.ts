/**
 * Whether this device already trusts the box's HTTPS origin (api/deviceSetup.ts `trustsHttps`), asked
 * when the page opens, each time it becomes visible again (the owner comes back from the phone's
 * settings after installing the certificate) and on the "Periksa lagi" button.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { trustsHttps } from "../../api/deviceSetup.ts";

export type TrustState = "checking" | "trusted" | "untrusted";

/**
 * @param httpsUrl - the secure origin to ask, or null (HTTPS off, not loaded yet): nothing is asked.
 * @returns the state of the last check and `recheck` to ask again.
 */
export function useHttpsTrust(httpsUrl: string | null): { state: TrustState; recheck: () => void } {
  const [state, setState] = useState<TrustState>("checking");
  const asked = useRef(0);
  const recheck = useCallback(() => {
    if (!httpsUrl) {
      return;
    }
    asked.current += 1;
    const mine = asked.current;
    setState("checking");
    void trustsHttps(httpsUrl).then((ok) => {
      // Only the latest question's answer counts.
      if (mine === asked.current) {
        setState(ok ? "trusted" : "untrusted");
      }
    });
  }, [httpsUrl]);
  useEffect(() => {
    recheck();
    const onVisible = () => {
      if (document.visibilityState === "visible") {
        recheck();
      }
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      asked.current += 1;
    };
  }, [recheck]);
  return { state, recheck };
}
