import { useMemo, useState } from 'react';
import Papa from 'papaparse';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { readCallFailure, type AppDataProvider } from '@tp/data-provider';
import {
  parsePayrollCsvRow,
  payrollCsvCells,
  payrollRowIndex,
  payrollRowMessages,
  PAYROLL_BATCH_MAX_ROWS,
  PAYROLL_CSV_TEMPLATE,
  type FieldErrors,
} from '@tp/domain';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(PAYROLL_CSV_TEMPLATE)}`;

interface PreviewRow {
  cells: ReturnType<typeof payrollCsvCells>;
  raw: Record<string, string>;
  /** The CSV rules' messages (domain), known before sending. */
  errors: string[];
}

/** A parsed file: its rows checked by domain's CSV rules, or why it could not be read. */
interface ParsedFile {
  name: string;
  rows: PreviewRow[];
  problem: string | null;
}

function readRows(data: Record<string, string>[]): PreviewRow[] {
  return data.map((raw) => {
    const result = parsePayrollCsvRow(raw);
    return {
      raw,
      cells: payrollCsvCells(raw),
      errors: result.ok ? [] : payrollRowMessages(result.errors),
    };
  });
}

const uploadLabel = (count: number) =>
  count === 0 ? 'Upload' : `Upload ${count} item${count === 1 ? '' : 's'}`;

/** The server's 422 as messages per row index; "base" and others as general messages. */
function serverRowErrors(errors: FieldErrors): { byRow: Map<number, string[]>; general: string[] } {
  const byRow = new Map<number, string[]>();
  const general: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const index = payrollRowIndex(key);
    if (index === null) general.push(...messages);
    else byRow.set(index, messages);
  }
  return { byRow, general };
}

/**
 * The batch upload modal (spec §2): choose a CSV, see every row checked before anything is
 * sent, then upload. The upload is all or nothing: when the server refuses any row it names
 * each (employee e-mails and departments it does not know, rates the user may not set) and
 * saves none, so the user fixes the file and chooses it again.
 */
export function BatchUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [file, setFile] = useState<ParsedFile | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors | null>(null);
  const [isUploading, setUploading] = useState(false);

  const server = useMemo(
    () => (serverErrors ? serverRowErrors(serverErrors) : { byRow: new Map(), general: [] }),
    [serverErrors],
  );
  const rows = file?.rows ?? [];
  const badRows = rows.filter((row, index) => row.errors.length > 0 || server.byRow.has(index));
  const hasClientErrors = rows.some((row) => row.errors.length > 0);
  const canUpload = rows.length > 0 && !hasClientErrors && !file?.problem && !isUploading;

  function close() {
    setFile(null);
    setServerErrors(null);
    onClose();
  }

  function choose(chosen: File | undefined) {
    setServerErrors(null);
    if (!chosen) return;
    Papa.parse<Record<string, string>>(chosen, {
      header: true,
      skipEmptyLines: 'greedy',
      complete: (result) => {
        const parsed = readRows(result.data);
        const problem =
          parsed.length === 0
            ? 'The file has no rows under its header.'
            : parsed.length > PAYROLL_BATCH_MAX_ROWS
              ? `A file may have at most ${PAYROLL_BATCH_MAX_ROWS} rows.`
              : null;
        setFile({ name: chosen.name, rows: parsed, problem });
      },
      error: (error) => setFile({ name: chosen.name, rows: [], problem: error.message }),
    });
  }

  async function upload() {
    if (!file) return;
    setUploading(true);
    try {
      const { data } = await dataProvider.action('payroll_items', 'batchUpload', {
        data: { rows: file.rows.map((row) => row.raw) },
      });
      notify(`Uploaded ${data.created} payroll item${data.created === 1 ? '' : 's'}`, {
        type: 'success',
      });
      refresh();
      close();
    } catch (error) {
      const { status, body } = readCallFailure(error);
      const errors = (body as { errors?: FieldErrors } | null)?.errors;
      if (status === 422 && errors) setServerErrors(errors);
      else
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
          type: 'error',
        });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="lg"
      fullScreen={isSmall}
      aria-labelledby="payroll-batch-title"
    >
      <DialogTitle id="payroll-batch-title" sx={{ pr: 6 }}>
        Upload payroll items
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Typography variant="body2" gutterBottom>
          A CSV with a header row: Employee email, Department, Pay type, Rate, Quantity,
          Description, Lead source id (Marketing).{' '}
          <Link href={TEMPLATE_HREF} download="payroll_items_template.csv">
            Download a template
          </Link>
          . Every row is saved, or none.
        </Typography>
        <MuiButton
          component="label"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          sx={{ my: 1 }}
        >
          Choose a CSV file
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label="CSV file"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // Choosing the same (fixed) file again must read it again.
              event.target.value = '';
            }}
          />
        </MuiButton>
        {file ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {file.name}: {rows.length} row{rows.length === 1 ? '' : 's'}
          </Typography>
        ) : null}
        {file?.problem ? <Alert severity="error">{file.problem}</Alert> : null}
        {hasClientErrors ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {badRows.length} row{badRows.length === 1 ? ' has' : 's have'} errors. Fix the file and
            choose it again.
          </Alert>
        ) : null}
        {serverErrors ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            Nothing was saved: {server.byRow.size} row{server.byRow.size === 1 ? ' was' : 's were'}{' '}
            refused. Fix the file and choose it again.
            {server.general.length > 0 ? ` ${server.general.join(' ')}` : ''}
          </Alert>
        ) : null}
        {rows.length > 0 ? (
          <TableContainer sx={{ maxHeight: 420 }}>
            <Table size="small" stickyHeader aria-label="Rows to upload">
              <TableHead>
                <TableRow>
                  <TableCell>Row</TableCell>
                  <TableCell>Employee email</TableCell>
                  <TableCell>Department</TableCell>
                  <TableCell>Pay type</TableCell>
                  <TableCell align="right">Rate</TableCell>
                  <TableCell align="right">Quantity</TableCell>
                  <TableCell>Description</TableCell>
                  <TableCell>Lead source</TableCell>
                  <TableCell>Errors</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => {
                  const messages = [...row.errors, ...(server.byRow.get(index) ?? [])];
                  const isBad = messages.length > 0;
                  return (
                    <TableRow key={index} data-testid={`batch-row-${index + 1}`} selected={isBad}>
                      <TableCell>{index + 1}</TableCell>
                      <TableCell>{row.cells.employeeEmail}</TableCell>
                      <TableCell>{row.cells.departmentName}</TableCell>
                      <TableCell>{row.cells.payType}</TableCell>
                      <TableCell align="right">{row.cells.rate}</TableCell>
                      <TableCell align="right">{row.cells.quantity}</TableCell>
                      <TableCell>{row.cells.description}</TableCell>
                      <TableCell>{row.cells.linkId}</TableCell>
                      <TableCell>
                        {isBad ? (
                          <Box component="ul" sx={{ m: 0, pl: 2, color: 'error.main' }}>
                            {messages.map((message) => (
                              <li key={message}>{message}</li>
                            ))}
                          </Box>
                        ) : (
                          'OK'
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={close}>Cancel</MuiButton>
        <MuiButton variant="contained" onClick={() => void upload()} disabled={!canUpload}>
          {isUploading ? 'Uploading…' : uploadLabel(rows.length)}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}
