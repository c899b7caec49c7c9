/**
 * Back office · Menu: the CSV import dialog. Choose a file → Pratinjau (the server's dry
 * run: rows to create / update and every row-level error) → Terapkan, enabled only for a file with
 * no error; the server applies the whole file in one transaction or nothing.
 */
import { Alert, Badge, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { formatMoney, MENU_ADMIN_MSG, MSG } from "@waroeng/domain";
import { useState } from "react";
import { importMenuCsv, type MenuImportResult } from "../../../api/menuAdmin.ts";
import { useCurrency } from "../../../hooks/useOutlet.ts";
import { ImportErrorTable } from "../ImportErrorTable.tsx";

interface Props {
  onClose: () => void;
  onApplied: (result: MenuImportResult) => void;
}

export function MenuImportModal({ onClose, onApplied }: Props) {
  const currency = useCurrency();
  const [text, setText] = useState<string | null>(null);
  const [preview, setPreview] = useState<MenuImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (apply: boolean) => {
    if (text === null) {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await importMenuCsv(text, apply);
      if (apply) {
        onApplied(result);
        onClose();
      } else {
        setPreview(result);
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : MSG.SOME_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={MENU_ADMIN_MSG.IMPORT_TITLE} size="xl" data-testid="menu-import-modal">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {MENU_ADMIN_MSG.IMPORT_HINT}
        </Text>
        <FileInput
          label={MENU_ADMIN_MSG.IMPORT_FILE}
          accept=".csv,text/csv"
          clearable
          data-testid="menu-import-file"
          onChange={async (file) => {
            setPreview(null);
            setError(null);
            setText(file ? await file.text() : null);
          }}
        />
        {preview && (
          <>
            <Group gap="xs">
              <Badge color="blue" data-testid="menu-import-summary">
                {MENU_ADMIN_MSG.IMPORT_SUMMARY(preview.created, preview.updated)}
              </Badge>
              {preview.errors.length > 0 && <Badge color="red">{MENU_ADMIN_MSG.importRefused(preview.errors.length)}</Badge>}
            </Group>
            {preview.errors.length > 0 && (
              <Stack gap={4}>
                <Text fw={600} c="red" fz="sm">
                  {MENU_ADMIN_MSG.IMPORT_ERRORS}
                </Text>
                <ScrollArea.Autosize mah={220}>
                  <ImportErrorTable
                    withTableBorder
                    striped
                    data-testid="menu-import-errors"
                    fz="sm"
                    errors={preview.errors}
                    heads={[MENU_ADMIN_MSG.IMPORT_LINE, MENU_ADMIN_MSG.IMPORT_COLUMN, MENU_ADMIN_MSG.IMPORT_MESSAGE]}
                    columnWidth={140}
                    rowTestId="menu-import-error"
                  />
                </ScrollArea.Autosize>
              </Stack>
            )}
            {preview.rows.length > 0 && (
              <ScrollArea.Autosize mah={260}>
                <Table withTableBorder striped data-testid="menu-import-rows" fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={70}>{MENU_ADMIN_MSG.IMPORT_LINE}</Table.Th>
                      <Table.Th w={90}>{MENU_ADMIN_MSG.IMPORT_ACTION}</Table.Th>
                      <Table.Th>{MENU_ADMIN_MSG.COL_NAME}</Table.Th>
                      <Table.Th>{MENU_ADMIN_MSG.COL_CATEGORY}</Table.Th>
                      <Table.Th ta="right">{MENU_ADMIN_MSG.COL_PRICE}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.rows.map((r) => (
                      <Table.Tr key={r.line} data-testid="menu-import-row">
                        <Table.Td>{r.line}</Table.Td>
                        <Table.Td>
                          <Badge size="sm" variant="light" color={r.action === "create" ? "green" : "gray"}>
                            {r.action === "create" ? MENU_ADMIN_MSG.IMPORT_CREATE : MENU_ADMIN_MSG.IMPORT_UPDATE}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{r.m_menu_nama}</Table.Td>
                        <Table.Td>{r.m_kategori_nama}</Table.Td>
                        <Table.Td ta="right">{formatMoney(r.m_menu_harga, currency)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollArea.Autosize>
            )}
          </>
        )}
        {error && (
          <Alert color="red" data-testid="menu-import-error-alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MENU_ADMIN_MSG.CANCEL}
          </Button>
          <Button
            variant="light"
            disabled={text === null}
            loading={busy && !preview}
            onClick={() => run(false)}
            data-testid="menu-import-preview"
          >
            {MENU_ADMIN_MSG.IMPORT_PREVIEW}
          </Button>
          <Button
            disabled={!preview || preview.errors.length > 0 || preview.rows.length === 0}
            loading={busy && preview !== null}
            onClick={() => run(true)}
            data-testid="menu-import-apply"
          >
            {MENU_ADMIN_MSG.IMPORT_APPLY}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
