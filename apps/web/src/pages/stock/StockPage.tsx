/**
 * /stock (stockPage; orders §2.9, payment §2.11, foundations §2 staff nav): one route, four screens
 * chosen by `?page=`: Form Stok Menu (none), `menu-habis`, `gagal-proses` (kitchen.prepare) and
 * `bungkusan` (pickup.serve). A role without the screen's action sees Akses DiTolak!.
 */
import { type Action, can } from "@waroeng/domain";
import { useSearchParams } from "react-router";
import { AccessDenied } from "../../components/AccessDenied.tsx";
import { useRole } from "../../hooks/useRole.ts";
import { PackingScreen } from "./PackingScreen.tsx";
import { ProductionFailureScreen } from "./ProductionFailureScreen.tsx";
import { SoldOutScreen } from "./SoldOutScreen.tsx";
import { StockFormScreen } from "./StockFormScreen.tsx";

const SCREENS: Record<string, { action: Action; Screen: () => React.JSX.Element }> = {
  "menu-habis": { action: "kitchen.prepare", Screen: SoldOutScreen },
  "gagal-proses": { action: "kitchen.prepare", Screen: ProductionFailureScreen },
  bungkusan: { action: "pickup.serve", Screen: PackingScreen },
};
const FORM = { action: "kitchen.prepare" as Action, Screen: StockFormScreen };

export function StockPage() {
  const [params] = useSearchParams();
  const role = useRole();
  const { action, Screen } = SCREENS[params.get("page") ?? ""] ?? FORM;
  return can(role, action) ? <Screen /> : <AccessDenied />;
}
