import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useRef, useState } from 'react';
import { ATTACHMENT_INPUT_ACCEPT, MESSAGE_UPLOADS_MAX, checkAttachmentQueue } from '@tp/domain';

/**
 * The files picked for a message, kept in the dialog until it is sent (then uploaded): the
 * uploader's checks first (3 MB each, 5 MB together, an allowed type, in the spec's words).
 */
export function MessageAttachments({
  files,
  onChange,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = (picked: File[]) => {
    if (picked.length === 0) return;
    const queued = files.reduce((sum, file) => sum + file.size, 0);
    const found = checkAttachmentQueue(picked, queued);
    if (found) setProblem(found.message);
    else if (files.length + picked.length > MESSAGE_UPLOADS_MAX)
      setProblem(`A message takes at most ${MESSAGE_UPLOADS_MAX} files.`);
    else {
      setProblem(null);
      onChange([...files, ...picked]);
    }
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          Attach files
        </Button>
        <Typography variant="caption" color="text.secondary">
          Optional: up to 3 MB each, 5 MB in all.
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={ATTACHMENT_INPUT_ACCEPT}
          aria-label="Attach files"
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </Stack>
      {files.length > 0 ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {files.map((file, index) => (
            <Chip
              key={`${file.name}-${index}`}
              label={file.name}
              onDelete={disabled ? undefined : () => onChange(files.filter((_, i) => i !== index))}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      ) : null}
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
    </Stack>
  );
}
