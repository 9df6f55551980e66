import {
  importTemplateCsv,
  maxImportMegabytes,
  messages,
  type ImportMappingInput,
  type ImportRowError,
} from '@kairos/core';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Progress,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import {
  cancelImport,
  checkImport,
  getImport,
  startImport,
  uploadImport,
  type ImportCheckView,
  type ImportView,
} from '../../lib/imports';
import { ImportMappingFields } from './import-mapping';

interface ImportModalProps {
  calendarId: string;
  onClose: () => void;
}

const over = (view: ImportView | null) =>
  view !== null && ['done', 'cancelled', 'failed'].includes(view.status);

function templateHref(): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(importTemplateCsv())}`;
}

/** `library#importContent`: upload, map the columns, check every row, then import with progress. */
export function ImportModal({ calendarId, onClose }: ImportModalProps) {
  const queryClient = useQueryClient();
  const [uploaded, setUploaded] = useState<ImportView | null>(null);
  const [mapping, setMapping] = useState<ImportMappingInput | null>(null);
  const [checked, setChecked] = useState<ImportCheckView | null>(null);
  const [running, setRunning] = useState<ImportView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  // The client polls the job's progress every second until it is over.
  useEffect(() => {
    if (!running || over(running)) return;
    const timer = setTimeout(() => void getImport(running._id).then(setRunning, () => undefined), 1000);
    return () => clearTimeout(timer);
  }, [running]);
  useEffect(() => {
    if (!over(running)) return;
    void queryClient.invalidateQueries({ queryKey: ['library-posts', calendarId] });
    void queryClient.invalidateQueries({ queryKey: ['categories', calendarId] });
    void queryClient.invalidateQueries({ queryKey: ['calendar-posts'] });
    void queryClient.invalidateQueries({ queryKey: ['posts'] });
  }, [running, queryClient, calendarId]);

  const upload = (file: File | null) =>
    file &&
    act(async () => {
      const view = await uploadImport(calendarId, file);
      setUploaded(view);
      setMapping({ message: '', ...view.suggestedMapping });
      setChecked(null);
    });

  return (
    <Modal opened onClose={onClose} title="Import content from CSV or XLSX" size="xl">
      <Stack gap="md">
        {!uploaded && (
          <>
            <Text size="sm">
              One post per row, with a header row. Map the columns next; rows with a date, a time and accounts
              are scheduled, the others go to the library. At most {maxImportMegabytes} MB.
            </Text>
            <FileInput
              label="CSV or XLSX file"
              placeholder="Choose a file"
              accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(file) => void upload(file)}
              disabled={busy}
            />
            <Anchor href={templateHref()} download="kairos-import-template.csv" size="sm">
              Download the template CSV
            </Anchor>
          </>
        )}
        {uploaded && mapping && !running && (
          <>
            <Text size="sm">
              {uploaded.fileName}: {uploaded.totalRows} rows. The first ones:
            </Text>
            <Table.ScrollContainer minWidth={500} maw="100%">
              <Table striped withTableBorder fz="xs">
                <Table.Thead>
                  <Table.Tr>
                    {uploaded.columns.map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {uploaded.preview.map((row, index) => (
                    <Table.Tr key={index}>
                      {row.map((cell, cellIndex) => (
                        <Table.Td key={cellIndex}>
                          {cell.length > 80 ? `${cell.slice(0, 80)}…` : cell}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ImportMappingFields
              columns={uploaded.columns}
              mapping={mapping}
              onChange={(next) => {
                setMapping(next);
                setChecked(null);
              }}
            />
            {checked && <CheckSummary checked={checked} />}
          </>
        )}
        {running && <Progressing view={running} />}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          {running && !over(running) ? (
            <Button
              color="red"
              variant="light"
              loading={busy}
              onClick={() => void act(async () => setRunning(await cancelImport(running._id)))}
            >
              Cancel import
            </Button>
          ) : (
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          )}
          {uploaded && mapping && !running && !checked && (
            <Button
              loading={busy}
              onClick={() => void act(async () => setChecked(await checkImport(uploaded._id, mapping)))}
            >
              Check rows
            </Button>
          )}
          {uploaded && mapping && !running && checked && checked.validRows > 0 && (
            <Button
              loading={busy}
              onClick={() => void act(async () => setRunning(await startImport(uploaded._id, mapping)))}
            >
              {checked.schedules ? `Schedule ${checked.validRows} posts` : `Import ${checked.validRows} rows`}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function RowErrors({ errors, total }: { errors: readonly ImportRowError[]; total: number }) {
  return (
    <Stack gap={4}>
      <List size="sm" spacing={2} aria-label="Rows with errors">
        {errors.map((error) => (
          <List.Item key={error.row}>
            Row {error.row}: {error.messages.join(' ')}
          </List.Item>
        ))}
      </List>
      {total > errors.length && (
        <Text size="xs" c="dimmed">
          The first {errors.length} of {total} rows with errors are listed.
        </Text>
      )}
    </Stack>
  );
}

function CheckSummary({ checked }: { checked: ImportCheckView }) {
  return (
    <Alert
      color={checked.errorCount === 0 ? 'teal' : 'yellow'}
      title={`${checked.validRows} of ${checked.totalRows} rows are ready`}
    >
      {checked.imagesToFetch > 0 && (
        <Text size="sm" mb={4}>
          {messages.imports.imagesFetchedAtImport(checked.imagesToFetch)}
        </Text>
      )}
      {checked.errorCount > 0 && (
        <>
          <Text size="sm" mb={4}>
            {checked.errorCount} {checked.errorCount === 1 ? 'row is' : 'rows are'} left out:
          </Text>
          <RowErrors errors={checked.errors} total={checked.errorCount} />
        </>
      )}
    </Alert>
  );
}

function Progressing({ view }: { view: ImportView }) {
  const percent = view.totalRows === 0 ? 100 : Math.round((view.processedRows / view.totalRows) * 100);
  const titles = { done: 'Import finished', cancelled: 'Import cancelled', failed: 'Import failed' } as const;
  const title = view.status in titles ? titles[view.status as keyof typeof titles] : 'Importing…';
  return (
    <Stack gap="xs">
      <Text fw={600}>{title}</Text>
      <Progress value={percent} aria-label="Import progress" />
      <Text size="sm">
        {view.processedRows} of {view.totalRows} rows read, {view.importedRows}{' '}
        {view.schedules ? 'posts scheduled' : 'added to the library'}.
      </Text>
      {view.errorCount > 0 && <RowErrors errors={view.errors} total={view.errorCount} />}
    </Stack>
  );
}
