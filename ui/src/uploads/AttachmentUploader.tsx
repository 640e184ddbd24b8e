import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { ErrorNotice, UploadedFile, UploadsApi } from '@tp/data-provider';
import { ATTACHMENT_INPUT_ACCEPT, checkAttachmentQueue } from '@tp/domain';
import { UploadNotice } from './UploadNotice.tsx';
import { noticeForUploadFailure, noticeForUploadProblem } from './upload-failure.ts';

export interface AttachmentUploaderProps {
  api: Pick<UploadsApi, 'uploadFile' | 'listUploads' | 'deleteUpload'>;
  attachableId: number;
  attachableType: string;
  /** Told of the attached files whenever they change (after loading, an upload, a delete). */
  onUploadsChange?(uploads: UploadedFile[]): void;
  /** Lists the files without adding or deleting any (students and parents may not attach). */
  readOnly?: boolean;
}

interface QueuedUpload {
  key: number;
  file: File;
}

/**
 * Attach files to a record (spec §5, §7 "Uploads"): pick or drop files; the queue is checked
 * before anything is sent (3 MB each, 5 MB for the files queued together, an allowed type, in
 * the spec's words); each file is then uploaded as multipart and listed with a delete button.
 * The server checks every file again by its content and its sentence is shown when it refuses.
 */
export function AttachmentUploader({
  api,
  attachableId,
  attachableType,
  onUploadsChange,
  readOnly = false,
}: AttachmentUploaderProps) {
  // Null until the attached files have loaded.
  const [loaded, setLoaded] = useState<UploadedFile[] | null>(null);
  const uploads = loaded ?? [];
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const [notice, setNotice] = useState<ErrorNotice | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const nextKey = useRef(1);
  const onChangeRef = useRef(onUploadsChange);
  useEffect(() => {
    onChangeRef.current = onUploadsChange;
  });

  useEffect(() => {
    if (loaded) onChangeRef.current?.(loaded);
  }, [loaded]);

  const changeUploads = useCallback((change: (current: UploadedFile[]) => UploadedFile[]) => {
    setLoaded((current) => change(current ?? []));
  }, []);

  useEffect(() => {
    let isCurrent = true;
    api.listUploads({ attachableId, attachableType }).then(
      (answer) => {
        if (isCurrent) changeUploads(() => answer.uploads);
      },
      (error: unknown) => {
        if (isCurrent) setNotice(noticeForUploadFailure(error));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, attachableId, attachableType, changeUploads]);

  const upload = (item: QueuedUpload) => {
    api
      .uploadFile({ file: item.file, attachableId, attachableType })
      .then(
        (uploaded) => changeUploads((current) => [...current, uploaded]),
        (error: unknown) => setNotice(noticeForUploadFailure(error)),
      )
      .finally(() => setQueue((current) => current.filter((q) => q.key !== item.key)));
  };

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const queuedBytes = queue.reduce((sum, item) => sum + item.file.size, 0);
    const problem = checkAttachmentQueue(files, queuedBytes);
    if (problem) {
      setNotice(noticeForUploadProblem(problem));
      return;
    }
    setNotice(null);
    const items = files.map((file) => ({ key: nextKey.current++, file }));
    setQueue((current) => [...current, ...items]);
    items.forEach(upload);
  };

  const remove = (target: UploadedFile) => {
    api.deleteUpload(target.id).then(
      () => changeUploads((current) => current.filter((u) => u.id !== target.id)),
      (error: unknown) => setNotice(noticeForUploadFailure(error)),
    );
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  if (readOnly && loaded !== null && uploads.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No attachments
      </Typography>
    );

  return (
    <Stack spacing={1.5}>
      {readOnly ? null : (
        <Box
          data-testid="attachment-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={drop}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: isDragging ? 'primary.main' : 'divider',
            bgcolor: isDragging ? 'action.hover' : 'transparent',
            borderRadius: 1,
            p: 2,
            textAlign: 'center',
          }}
        >
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              Drop files here, or
            </Typography>
            <Button variant="outlined" component="label" startIcon={<AttachFileIcon />}>
              Add files
              <input
                hidden
                type="file"
                multiple
                accept={ATTACHMENT_INPUT_ACCEPT}
                onChange={(event) => {
                  addFiles(Array.from(event.target.files ?? []));
                  // The same file can be chosen again after a refusal.
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="caption" color="text.secondary">
              Up to 3 MB each, 5 MB together: images, PDF, Word, Excel, RTF, text or CSV.
            </Typography>
          </Stack>
        </Box>
      )}

      {notice ? <UploadNotice notice={notice} onClose={() => setNotice(null)} /> : null}

      {queue.length > 0 || uploads.length > 0 ? (
        <List dense disablePadding aria-label="Attached files">
          {uploads.map((uploaded) => (
            <ListItem
              key={uploaded.id}
              divider
              secondaryAction={
                readOnly ? undefined : (
                  <IconButton
                    edge="end"
                    aria-label={`Delete ${uploaded.fileName}`}
                    onClick={() => remove(uploaded)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                )
              }
            >
              {uploaded.thumbnailUrl ? (
                <Box
                  component="img"
                  src={uploaded.thumbnailUrl}
                  alt=""
                  sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 0.5, mr: 1.5 }}
                />
              ) : null}
              <ListItemText
                primary={
                  <Link href={uploaded.url} target="_blank" rel="noopener noreferrer">
                    {uploaded.fileName}
                  </Link>
                }
                sx={{ overflowWrap: 'anywhere', pr: 2 }}
              />
            </ListItem>
          ))}
          {queue.map((item) => (
            <ListItem key={`queued-${item.key}`} divider>
              <ListItemText
                primary={item.file.name}
                secondary={
                  <LinearProgress aria-label={`Uploading ${item.file.name}`} sx={{ mt: 1 }} />
                }
                slotProps={{ secondary: { component: 'div' } }}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
