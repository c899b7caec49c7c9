/**
 * Opening the android printers' image links (docs/API.md "Printing"): the Android print app
 * takes each `/api/print-image/{token}.png` the browser opens. Several links at once (one kitchen
 * ticket per android station printer, `structs` of print-kitchen) each get a window; the browser
 * may block windows opened without a tap, so the blocked ones are offered as buttons (a tap opens
 * each). A single blocked link is opened in this window instead, as before.
 */
import { Button, Stack } from "@mantine/core";
import { modals } from "@mantine/modals";
import { PRINT_MSG } from "@waroeng/domain";

const IMAGE_LINK = /^\/api\/print-image\/[A-Za-z0-9_-]{43}\.png$/;

/** Whether `s` is an android printer's image link. */
function isImageLink(s: unknown): s is string {
  return typeof s === "string" && IMAGE_LINK.test(s);
}

/** Opens every image link of `links` (anything else is ignored). */
export function openImageLinks(links: readonly unknown[]): void {
  const valid = [...new Set(links.filter(isImageLink))];
  const blocked = valid.filter((link) => !window.open(link, "_blank"));
  const [only] = blocked;
  if (only === undefined) {
    return;
  }
  if (valid.length === 1) {
    window.location.assign(only);
    return;
  }
  const modalId = "open-image-links";
  modals.open({
    modalId,
    title: PRINT_MSG.OPEN_IMAGES_TITLE,
    centered: true,
    children: (
      <Stack gap="sm" data-testid="open-image-links">
        {blocked.map((link, i) => (
          <Button key={link} component="a" href={link} target="_blank" rel="noopener" variant="light">
            {`${PRINT_MSG.OPEN_IMAGE} ${i + 1}`}
          </Button>
        ))}
      </Stack>
    ),
  });
}
