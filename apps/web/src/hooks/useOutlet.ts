import { useQuery } from "@tanstack/react-query";
import { type Currency, currencyFromOutlet } from "@waroeng/domain";
import { getOutletInfo, getOutletSettings } from "../api/outlet.ts";

/** GET /info-waroeng: the stall name for the user menu. */
export function useOutletInfo() {
  return useQuery({ queryKey: ["info-waroeng"], queryFn: getOutletInfo, staleTime: 5 * 60_000 });
}

/** GET /m-waroeng/waroeng-info: currency, rates and rounding flag of the outlet. */
function useOutletSettings() {
  return useQuery({ queryKey: ["waroeng-info"], queryFn: getOutletSettings, staleTime: 5 * 60_000 });
}

/** The outlet's currency ("IDR" until the outlet info says RM). */
export function useCurrency(): Currency {
  const settings = useOutletSettings();
  return currencyFromOutlet(settings.data?.currency);
}
