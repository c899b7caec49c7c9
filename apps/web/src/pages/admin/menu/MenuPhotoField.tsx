/**
 * Back office · Menu: the item form's photo (not in the spec). Pilih Foto takes a JPEG, PNG
 * or WebP, shrinks it on a canvas to MENU_PHOTO_LIMITS.clientSide pixels and uploads it
 * (POST /admin/menu/items/{id}/photo); Hapus Foto removes it. A new item gets its photo once saved.
 * The server's refusal shows under the picture; the menu list refetches after each change.
 */
import { Alert, AspectRatio, Box, Button, FileButton, Group, Image, Input, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { MENU_PHOTO_LIMITS, MENU_PHOTO_MSG, MSG } from "@waroeng/domain";
import { useState } from "react";
import { type AdminMenuItem, menuPhotoUrl, removeMenuPhoto, uploadMenuPhoto } from "../../../api/menuAdmin.ts";
import { queryKeys } from "../../../api/queryKeys.ts";
import { notifySuccess } from "../../../components/cashier-nav/dialogs.tsx";
import { shrinkImage } from "../../../lib/shrinkImage.ts";

export function MenuPhotoField({ item }: { item: AdminMenuItem | null }) {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState<number | null>(item?.photo_version ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<number | null>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      setVersion(await work());
      notifySuccess(done);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.allMenu });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : MSG.SOME_ERROR);
    } finally {
      setBusy(false);
    }
  };
  const pick = (file: File | null) => {
    if (!file || !item) {
      return;
    }
    if (!(MENU_PHOTO_LIMITS.types as readonly string[]).includes(file.type)) {
      setError(MENU_PHOTO_MSG.INVALID);
      return;
    }
    void run(async () => {
      const dataUrl = await shrinkImage(file, MENU_PHOTO_LIMITS.clientSide).catch(() => {
        throw new Error(MENU_PHOTO_MSG.UNREADABLE);
      });
      return (await uploadMenuPhoto(item.m_menu_id, dataUrl)).photo_version;
    }, MENU_PHOTO_MSG.SAVED);
  };

  return (
    <Input.Wrapper label={MENU_PHOTO_MSG.TITLE} description={item ? MENU_PHOTO_MSG.HINT : MENU_PHOTO_MSG.SAVE_FIRST}>
      {item && (
        <Stack gap="xs" mt={6}>
          <Group align="center" gap="md" wrap="nowrap">
            <Box w={120}>
              <AspectRatio ratio={4 / 3}>
                {version !== null ? (
                  <Image
                    src={menuPhotoUrl(item.m_menu_id, version)}
                    alt={item.m_menu_nama}
                    fit="cover"
                    radius="sm"
                    data-testid="menu-photo-preview"
                  />
                ) : (
                  <Box bg="gray.1" style={{ borderRadius: 4, display: "flex", alignItems: "center", justifyContent: "center" }}>
                    <Text c="dimmed" fz="xs" ta="center" data-testid="menu-photo-none">
                      {MENU_PHOTO_MSG.NONE}
                    </Text>
                  </Box>
                )}
              </AspectRatio>
            </Box>
            <Group gap="xs">
              <FileButton onChange={pick} accept={MENU_PHOTO_LIMITS.types.join(",")}>
                {(props) => (
                  <Button {...props} variant="light" size="xs" loading={busy} data-testid="menu-photo-pick">
                    {MENU_PHOTO_MSG.PICK}
                  </Button>
                )}
              </FileButton>
              {version !== null && (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  loading={busy}
                  onClick={() =>
                    void run(async () => {
                      await removeMenuPhoto(item.m_menu_id);
                      return null;
                    }, MENU_PHOTO_MSG.REMOVED)
                  }
                  data-testid="menu-photo-remove"
                >
                  {MENU_PHOTO_MSG.REMOVE}
                </Button>
              )}
            </Group>
          </Group>
          {error && (
            <Alert color="red" p="xs" data-testid="menu-photo-error">
              {error}
            </Alert>
          )}
        </Stack>
      )}
    </Input.Wrapper>
  );
}
