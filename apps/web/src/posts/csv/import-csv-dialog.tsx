import {
  CSV_BASE_COLUMNS,
  CSV_COLUMN_HELP,
  CSV_IMPORT_MAX_ROWS,
  type PostCsvImportResult,
} from '@fanout/shared';
import { Alert, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '../../feedback/show-toast';
import { useTimeZone } from '../../time/use-time-zone';
import { useRefreshPosts } from '../use-refresh-posts';
import { CsvFileError, sendPostsCsv } from './posts-csv-request';

type Step =
  | { kind: 'choose' }
  | { kind: 'checking' }
  | { kind: 'checked'; result: PostCsvImportResult }
  | { kind: 'creating'; result: PostCsvImportResult };

function whenLabel(iso: string | null, zone: string): string {
  if (iso === null) return 'Draft';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** The dry run's answer, one row per line of the file, each with its problems or "Ready". */
function CheckTable({ result, zone }: { result: PostCsvImportResult; zone: string }) {
  return (
    <Table.ScrollContainer minWidth={560} maxHeight={360}>
      <Table striped withTableBorder stickyHeader aria-label="Rows of the file">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Row</Table.Th>
            <Table.Th scope="col">Text</Table.Th>
            <Table.Th scope="col">Accounts</Table.Th>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">Problems</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.rows.map((row) => (
            <Table.Tr key={row.line}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td maw={220} style={{ overflowWrap: 'anywhere' }}>
                {row.text.length > 80 ? `${row.text.slice(0, 80)}…` : row.text || '—'}
              </Table.Td>
              <Table.Td>{row.accounts.join(', ') || '—'}</Table.Td>
              <Table.Td>{whenLabel(row.scheduledAt, zone)}</Table.Td>
              <Table.Td>
                {row.problems.length === 0 ? (
                  <Group gap={4} wrap="nowrap">
                    <IconCircleCheck size={16} color="var(--mantine-color-green-6)" aria-hidden />
                    <Text size="sm">Ready</Text>
                  </Group>
                ) : (
                  <List
                    size="sm"
                    spacing={2}
                    icon={
                      <IconAlertCircle size={16} color="var(--mantine-color-red-6)" aria-hidden />
                    }
                  >
                    {row.problems.map((problem) => (
                      <List.Item key={problem}>{problem}</List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** What each column holds, from the shared list (csv-columns.ts). */
function CsvColumnsHelp() {
  return (
    <List size="sm" spacing={2}>
      {CSV_BASE_COLUMNS.map((column) => (
        <List.Item key={column}>
          <Text span fw={600} ff="monospace">
            {column}
          </Text>
          : {CSV_COLUMN_HELP[column]}
        </List.Item>
      ))}
      <List.Item>
        <Text span fw={600} ff="monospace">
          text_x, text_linkedin, …
        </Text>
        : that network&rsquo;s own text for the row&rsquo;s accounts on it.
      </List.Item>
    </List>
  );
}

/** The dialog's steps: choose → dry run → create (all or none). */
function useCsvImport(onClose: () => void) {
  const refreshPosts = useRefreshPosts();
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [error, setError] = useState<string | null>(null);

  const check = async (chosen: File | null) => {
    setFile(chosen);
    setError(null);
    if (chosen === null) return setStep({ kind: 'choose' });
    setStep({ kind: 'checking' });
    try {
      setStep({ kind: 'checked', result: await sendPostsCsv(chosen, true) });
    } catch (failure) {
      setError(failure instanceof CsvFileError ? failure.message : String(failure));
      setStep({ kind: 'choose' });
    }
  };

  const create = async (result: PostCsvImportResult) => {
    if (file === null) return;
    setStep({ kind: 'creating', result });
    try {
      const created = await sendPostsCsv(file, false);
      if (created.problems.length > 0) {
        setStep({ kind: 'checked', result: created });
        return;
      }
      await refreshPosts();
      showToast({
        title: 'Posts imported',
        message: `${created.created} post${created.created === 1 ? '' : 's'} created from ${file.name}`,
        color: 'green',
      });
      onClose();
    } catch (failure) {
      setError(failure instanceof CsvFileError ? failure.message : String(failure));
      setStep({ kind: 'checked', result });
    }
  };

  const result = step.kind === 'checked' || step.kind === 'creating' ? step.result : null;
  const problemCount = result?.problems.length ?? 0;
  const busy = step.kind === 'checking' || step.kind === 'creating';

  return { file, step, error, result, problemCount, busy, check, create };
}

/**
 * Import CSV on Posts & Drafts (ADR 0095): choose a file, see the dry run's table with each row's
 * problems in the composer's words, then "Create N posts", which creates all of them or none.
 */
export function ImportCsvDialog({ onClose }: { onClose: () => void }) {
  const zone = useTimeZone();
  const { file, step, error, result, problemCount, busy, check, create } = useCsvImport(onClose);
  return (
    <Modal
      opened
      onClose={onClose}
      title="Import posts from CSV"
      size="xl"
      closeOnClickOutside={!busy}
    >
      <Stack gap="md">
        <Text size="sm">
          A header row, then one post per row (at most {CSV_IMPORT_MAX_ROWS.toLocaleString('en')}).
          Times are in your time zone, {zone}. Nothing is created until you confirm.
        </Text>
        <CsvColumnsHelp />
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          onChange={(chosen) => void check(chosen)}
          disabled={busy}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the file' }}
        />
        {step.kind === 'checking' && <Text size="sm">Checking the file…</Text>}
        {error !== null && (
          <Alert color="red" title="The file cannot be imported" role="alert">
            {error}
          </Alert>
        )}
        {result !== null && (
          <>
            {problemCount > 0 ? (
              <Alert
                color="red"
                title={`${problemCount} problem${problemCount === 1 ? '' : 's'} to fix`}
                role="alert"
              >
                Fix the rows below in your file and choose it again: no post is created while any
                row has a problem.
              </Alert>
            ) : (
              <Alert color="green" title="Every row is ready">
                {result.rows.length} post{result.rows.length === 1 ? '' : 's'} will be created.
              </Alert>
            )}
            <CheckTable result={result} zone={zone} />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={step.kind === 'creating'}>
            Cancel
          </Button>
          {result !== null && problemCount === 0 && (
            <Button loading={step.kind === 'creating'} onClick={() => void create(result)}>
              Create {result.rows.length} post{result.rows.length === 1 ? '' : 's'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
