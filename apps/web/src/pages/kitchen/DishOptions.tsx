/**
 * A dish's options under its name, then the cook's note (docs/API.md "Menu options"): the options in
 * large bold type (Level 5 or Level 0 must be read from across a hot kitchen), the note after them in
 * italics. Used by Hal Tata, the pickup screen and Pesan Aktif; Layar Produksi lays out its own.
 */
import { Text } from "@mantine/core";
import { optionsText } from "@waroeng/domain";

interface Props {
  options: readonly { name: string }[];
  note: string;
  /** Options' font size in px (default 18); the note is a little smaller. */
  size?: number;
  /** On a coloured badge (pickup): inherit its text colour instead of the kitchen's dark orange. */
  inherit?: boolean;
}

export function DishOptions({ options, note, size = 18, inherit = false }: Props) {
  if (options.length === 0 && note === "") {
    return null;
  }
  return (
    <>
      {options.length > 0 ? (
        <Text component="span" display="block" fz={size} fw={800} lh={1.25} c={inherit ? "inherit" : "orange.9"} data-testid="dish-options">
          {optionsText(options)}
        </Text>
      ) : null}
      {note ? (
        <Text
          component="span"
          display="block"
          fz={Math.max(14, size - 3)}
          fs="italic"
          lh={1.25}
          c={inherit ? "inherit" : "dark.4"}
          data-testid="dish-note"
        >
          {note}
        </Text>
      ) : null}
    </>
  );
}
