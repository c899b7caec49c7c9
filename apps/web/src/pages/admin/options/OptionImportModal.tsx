/**
 * Back office · Opsi Menu: the CSV import dialog. Choose a file → Pratinjau (the server's dry run:
 * groups to create / update and every row-level error) → Terapkan, enabled only for a file with no
 * error; the server applies the whole file in one transaction or nothing.
 */
import { Alert, Badge, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { MENU_ADMIN_MSG, MSG, OPTION_ADMIN_MSG } from "@waroeng/domain";
import { useState } from "react";
import { importOptionCsv, type OptionImportResult } from "../../../api/optionAdmin.ts";
import { ImportErrorTable } from "../ImportErrorTable.tsx";

interface Props {
  onClose: () => void;
  onApplied: (result: OptionImportResult) => void;
}

export function OptionImportModal({ onClose, onApplied }: Props) {
  const [text, setText] = useState<string | null>(null);
  const [preview, setPreview] = useState<OptionImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (apply: boolean) => {
    if (text === null) {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await importOptionCsv(text, apply);
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
    <Modal opened onClose={onClose} title={OPTION_ADMIN_MSG.IMPORT_TITLE} size="xl" data-testid="option-import-modal">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {OPTION_ADMIN_MSG.IMPORT_HINT}
        </Text>
        <FileInput
          label={MENU_ADMIN_MSG.IMPORT_FILE}
          accept=".csv,text/csv"
          clearable
          data-testid="option-import-file"
          onChange={async (file) => {
            setPreview(null);
            setError(null);
            setText(file ? await file.text() : null);
          }}
        />
        {preview && (
          <>
            <Group gap="xs">
              <Badge color="blue" data-testid="option-import-summary">
                {OPTION_ADMIN_MSG.importSummary(preview.created, preview.updated)}
              </Badge>
              {preview.errors.length > 0 && <Badge color="red">{OPTION_ADMIN_MSG.importRefused(preview.errors.length)}</Badge>}
            </Group>
            {preview.errors.length > 0 && (
              <ScrollArea.Autosize mah={220}>
                <ImportErrorTable
                  withTableBorder
                  striped
                  data-testid="option-import-errors"
                  fz="sm"
                  errors={preview.errors}
                  heads={[MENU_ADMIN_MSG.IMPORT_LINE, MENU_ADMIN_MSG.IMPORT_COLUMN, MENU_ADMIN_MSG.IMPORT_MESSAGE]}
                  columnWidth={140}
                  rowTestId="option-import-error"
                />
              </ScrollArea.Autosize>
            )}
            {preview.groups.length > 0 && (
              <Table.ScrollContainer minWidth={480} maxHeight={260} type="native">
                <Table withTableBorder striped data-testid="option-import-rows" fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={70}>{MENU_ADMIN_MSG.IMPORT_LINE}</Table.Th>
                      <Table.Th w={90}>{MENU_ADMIN_MSG.IMPORT_ACTION}</Table.Th>
                      <Table.Th>{OPTION_ADMIN_MSG.COL_GROUP}</Table.Th>
                      <Table.Th ta="right">{OPTION_ADMIN_MSG.COL_OPTIONS}</Table.Th>
                      <Table.Th ta="right">{OPTION_ADMIN_MSG.COL_ATTACHED}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {preview.groups.map((g) => (
                      <Table.Tr key={g.line} data-testid="option-import-row">
                        <Table.Td>{g.line}</Table.Td>
                        <Table.Td>
                          <Badge size="sm" variant="light" color={g.action === "create" ? "green" : "gray"}>
                            {g.action === "create" ? MENU_ADMIN_MSG.IMPORT_CREATE : MENU_ADMIN_MSG.IMPORT_UPDATE}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{g.m_option_group_nama}</Table.Td>
                        <Table.Td ta="right">{g.options}</Table.Td>
                        <Table.Td ta="right">{g.attachments}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
        {error && (
          <Alert color="red" data-testid="option-import-error-alert">
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
            data-testid="option-import-preview"
          >
            {MENU_ADMIN_MSG.IMPORT_PREVIEW}
          </Button>
          <Button
            disabled={!preview || preview.errors.length > 0 || preview.groups.length === 0}
            loading={busy && preview !== null}
            onClick={() => run(true)}
            data-testid="option-import-apply"
          >
            {MENU_ADMIN_MSG.IMPORT_APPLY}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
