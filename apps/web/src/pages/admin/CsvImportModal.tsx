/**
 * Back office · Impor CSV (Menu, Opsi Menu): the import dialog both pages share. Choose a file →
 * Pratinjau (the server's dry run: what each row would create or update, and every row-level error) →
 * Terapkan, enabled only for a file with no error and something to do; the server applies the whole
 * file in one transaction or nothing. Each page gives its texts, its call and its preview table.
 */
import { Alert, Badge, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text } from "@mantine/core";
import { MENU_ADMIN_MSG, MSG } from "@waroeng/domain";
import { type ReactNode, useState } from "react";
import { scrollRegion } from "../../components/scrollRegion.ts";
import { type ImportError, ImportErrorTable } from "./ImportErrorTable.tsx";

/** What a dry run or an apply answers: the rows it would change (or changed) and the refused cells. */
export interface CsvImportResult {
  created: number;
  updated: number;
  errors: ImportError[];
}

export interface CsvImportModalProps<R extends CsvImportResult> {
  /** data-testid prefix: `<p>-modal`, `<p>-file`, `<p>-summary`, `<p>-errors`, `<p>-error`, `<p>-rows`, … */
  testId: string;
  title: string;
  hint: string;
  /** The server call: `apply` false is the dry run. Throws with the server's message on a refusal. */
  run: (csv: string, apply: boolean) => Promise<R>;
  /** How many rows the file would create or update (Terapkan needs at least one). */
  count: (result: R) => number;
  /** "2 new, 1 updated" in the page's words. */
  summary: (result: R) => string;
  /** The preview's column headings after Baris and Aksi, and one row's cells after them. */
  heads: ReactNode;
  rows: (result: R) => Array<{ line: number; action: "create" | "update"; cells: ReactNode }>;
  onClose: () => void;
  onApplied: (result: R) => void;
}

export function CsvImportModal<R extends CsvImportResult>(props: CsvImportModalProps<R>) {
  const { testId, onClose } = props;
  const [text, setText] = useState<string | null>(null);
  const [preview, setPreview] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (apply: boolean) => {
    if (text === null) {
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await props.run(text, apply);
      if (apply) {
        props.onApplied(result);
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
  const rows = preview ? props.rows(preview) : [];

  return (
    <Modal opened onClose={onClose} title={props.title} size="xl" data-testid={`${testId}-modal`}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {props.hint}
        </Text>
        <FileInput
          label={MENU_ADMIN_MSG.IMPORT_FILE}
          accept=".csv,text/csv"
          clearable
          data-testid={`${testId}-file`}
          onChange={async (file) => {
            setPreview(null);
            setError(null);
            setText(file ? await file.text() : null);
          }}
        />
        {preview && (
          <>
            <Group gap="xs">
              <Badge color="blue" data-testid={`${testId}-summary`}>
                {props.summary(preview)}
              </Badge>
              {preview.errors.length > 0 && <Badge color="red">{MENU_ADMIN_MSG.importRefused(preview.errors.length)}</Badge>}
            </Group>
            {preview.errors.length > 0 && (
              <Stack gap={4}>
                <Text fw={600} c="red" fz="sm">
                  {MENU_ADMIN_MSG.IMPORT_ERRORS}
                </Text>
                <ScrollArea.Autosize mah={220} viewportProps={scrollRegion(MENU_ADMIN_MSG.IMPORT_ERRORS)}>
                  <ImportErrorTable
                    withTableBorder
                    striped
                    data-testid={`${testId}-errors`}
                    fz="sm"
                    errors={preview.errors}
                    heads={[MENU_ADMIN_MSG.IMPORT_LINE, MENU_ADMIN_MSG.IMPORT_COLUMN, MENU_ADMIN_MSG.IMPORT_MESSAGE]}
                    columnWidth={140}
                    rowTestId={`${testId}-error`}
                  />
                </ScrollArea.Autosize>
              </Stack>
            )}
            {rows.length > 0 && (
              <Table.ScrollContainer minWidth={480} maxHeight={260} type="native">
                <Table withTableBorder striped data-testid={`${testId}-rows`} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th w={70}>{MENU_ADMIN_MSG.IMPORT_LINE}</Table.Th>
                      <Table.Th w={90}>{MENU_ADMIN_MSG.IMPORT_ACTION}</Table.Th>
                      {props.heads}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((r) => (
                      <Table.Tr key={r.line} data-testid={`${testId}-row`}>
                        <Table.Td>{r.line}</Table.Td>
                        <Table.Td>
                          <Badge size="sm" variant="light" color={r.action === "create" ? "green" : "gray"}>
                            {r.action === "create" ? MENU_ADMIN_MSG.IMPORT_CREATE : MENU_ADMIN_MSG.IMPORT_UPDATE}
                          </Badge>
                        </Table.Td>
                        {r.cells}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
        {error && (
          <Alert color="red" data-testid={`${testId}-error-alert`}>
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
            data-testid={`${testId}-preview`}
          >
            {MENU_ADMIN_MSG.IMPORT_PREVIEW}
          </Button>
          <Button
            disabled={!preview || preview.errors.length > 0 || props.count(preview) === 0}
            loading={busy && preview !== null}
            onClick={() => run(true)}
            data-testid={`${testId}-apply`}
          >
            {MENU_ADMIN_MSG.IMPORT_APPLY}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
