/** The high-contrast kitchen theme switch of Hal Tata, Hal Ambil and Layar Produksi. */
import { Switch } from "@mantine/core";
import { A11Y_MSG } from "@waroeng/domain";

/** A large labelled switch; `dark` for the production display's dark header. */
export function KitchenContrastSwitch({ on, onChange, dark }: { on: boolean; onChange: (on: boolean) => void; dark?: boolean }) {
  return (
    <Switch
      size="lg"
      color={dark ? "green" : "dark"}
      checked={on}
      onChange={(e) => onChange(e.currentTarget.checked)}
      label={A11Y_MSG.KITCHEN_CONTRAST}
      styles={{ label: { fontWeight: 700, color: dark ? "#f1f3f5" : undefined } }}
      data-testid="kitchen-contrast"
    />
  );
}
