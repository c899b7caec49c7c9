import path from "node:path";
import type { Plugin } from "vite";

/**
 * Mantine's ScrollArea imports `useMergeRefs` from `@floating-ui/react`; every dialog (Modal) holds a
 * ScrollArea and the dialogs' provider sits in the entry, so the whole positioning library (≈ 15 kB gz)
 * was downloaded by every screen, the sign-in page among them, although only popovers, menus, tooltips
 * and selects position anything. This resolves that one import, from ScrollArea only, to `shim` (the
 * same merge of refs by `@mantine/hooks`); the screens that show a popover still load the library.
 *
 * @param shim - absolute path of the module exporting `useMergeRefs(refs)`.
 */
export function scrollAreaRefs(shim: string): Plugin {
  const from = `${path.sep}@mantine${path.sep}core${path.sep}esm${path.sep}components${path.sep}ScrollArea${path.sep}`;
  return {
    name: "waroeng-scroll-area-refs",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "@floating-ui/react" && importer?.includes(from) ? shim : null;
    },
  };
}
