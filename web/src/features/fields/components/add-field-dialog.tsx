import { useId, useState, type DragEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DrawIcon from '@mui/icons-material/Draw';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DuplicateFeature, RefusedFeature } from '../../../../../shared/api/schemas/fields';
import { ACCEPTED_FIELD_EXTENSIONS, FIELD_MESSAGES, isAreaLimitRefusal, MAX_FIELD_FILE_MB } from '../../../../../shared/domain/fields';
import { formatText } from '../../../lib/i18n/format-text';
import type { UploadState } from '../hooks/use-field-upload';
import { FIELDS_TEXTS } from '../messages';

function FeatureList({ title, features }: { title: string; features: RefusedFeature[] }) {
  const intl = useIntl();
  if (features.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Box component="ul" aria-label={title} sx={{ m: 0, pl: 3 }}>
        {features.map((feature) => (
          <li key={`${feature.feature}-${feature.reason}`}>
            <Typography variant="body2">
              {intl.formatMessage(
                { id: feature.name ? 'fields.featureNoteNamed' : 'fields.featureNote' },
                { feature: feature.feature, name: feature.name ?? '', reason: formatText(intl, feature.reason) },
              )}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** Polygons that are fields the team already has, each with the field it repeats. */
function DuplicateList({ duplicates = [] }: { duplicates?: DuplicateFeature[] }) {
  const intl = useIntl();
  const features = duplicates.map((note) => ({ feature: note.feature, name: note.name, reason: FIELD_MESSAGES.duplicateOf(note.existing_name) }));
  return <FeatureList title={formatText(intl, FIELD_MESSAGES.duplicatesTitle)} features={features} />;
}

function UploadOutcome({ state }: { state: UploadState }) {
  const intl = useIntl();
  const text = (message: string) => formatText(intl, message);
  const progressLabel = intl.formatMessage({ id: FIELDS_TEXTS.uploadProgress });
  const refusedTitle = intl.formatMessage({ id: FIELDS_TEXTS.refusedTitle });
  const skippedTitle = intl.formatMessage({ id: FIELDS_TEXTS.skippedTitle });
  switch (state.phase) {
    case 'idle':
      return null;
    case 'uploading':
      return (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2">{text(FIELD_MESSAGES.uploadStarted)}</Typography>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id="fields.fileProgress" values={{ file: state.fileName, progress: state.progress }} />
          </Typography>
          <LinearProgress variant="determinate" value={state.progress} aria-label={progressLabel} />
        </Box>
      );
    case 'processing':
      return (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2">{text(FIELD_MESSAGES.uploadStarted)}</Typography>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id="fields.fileProgress" values={{ file: state.fileName, progress: 100 }} />
          </Typography>
          {state.checkFailed ? (
            <Typography variant="body2" color="text.secondary">
              {text(FIELD_MESSAGES.uploadStillChecking)}
            </Typography>
          ) : null}
          <LinearProgress aria-label={progressLabel} />
        </Box>
      );
    case 'succeeded':
      return (
        <Alert severity={state.upload.refused.length || state.upload.duplicates.length ? 'warning' : 'success'} sx={{ mt: 2 }}>
          {text(state.upload.message || FIELD_MESSAGES.uploadSucceeded)}
          <FeatureList title={refusedTitle} features={state.upload.refused} />
          <FeatureList title={skippedTitle} features={state.upload.skipped} />
          <DuplicateList duplicates={state.upload.duplicates} />
        </Alert>
      );
    case 'failed':
      return (
        <Alert severity="error" sx={{ mt: 2 }}>
          {text(state.message)}
          {isAreaLimitRefusal(state.messageId ?? state.message) && (
            <Box sx={{ mt: 1 }}>
              <Link component={RouterLink} to="/subscription/plans">
                {text(FIELD_MESSAGES.plansLink)}
              </Link>
            </Box>
          )}
          <FeatureList title={refusedTitle} features={state.refused} />
          <FeatureList title={skippedTitle} features={state.skipped} />
          <DuplicateList duplicates={state.duplicates} />
        </Alert>
      );
  }
}

/**
 * Add field (spec 2 §2.1): 'Select the field adding option': one file by drag and drop (or the file chooser),
 * or drawing the field on the map.
 */
export function AddFieldDialog({
  open,
  state,
  onFiles,
  onDraw,
  onClose,
}: {
  open: boolean;
  state: UploadState;
  onFiles: (files: File[]) => void;
  onDraw: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const busy = state.phase === 'uploading' || state.phase === 'processing';

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{formatText(intl, FIELD_MESSAGES.addFieldTitle)}</DialogTitle>
      <DialogContent>
        <Box
          component="label"
          htmlFor={inputId}
          data-testid="field-dropzone"
          onDragOver={(event: DragEvent) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            position: 'relative',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            p: 3,
            border: '2px dashed',
            borderColor: dragging ? 'primary.main' : 'divider',
            borderRadius: 1,
            bgcolor: dragging ? 'action.hover' : 'transparent',
            cursor: busy ? 'progress' : 'pointer',
            textAlign: 'center',
          }}
        >
          <CloudUploadIcon color="primary" fontSize="large" aria-hidden />
          <Typography>
            <FormattedMessage id={FIELDS_TEXTS.dropHint} />
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage id={FIELDS_TEXTS.acceptedFormats} values={{ maxMb: MAX_FIELD_FILE_MB }} />
          </Typography>
          <Box
            component="input"
            id={inputId}
            type="file"
            aria-label={intl.formatMessage({ id: FIELDS_TEXTS.fileInput })}
            accept={ACCEPTED_FIELD_EXTENSIONS.join(',')}
            disabled={busy}
            onChange={(event) => {
              const input = event.currentTarget as HTMLInputElement;
              const files = Array.from(input.files ?? []);
              // The same file may be chosen again after a fix.
              input.value = '';
              if (files.length > 0) onFiles(files);
            }}
            sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
          />
        </Box>
        <UploadOutcome state={state} />
        <Divider sx={{ my: 2 }}>
          <FormattedMessage id={FIELDS_TEXTS.orDraw} />
        </Divider>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button variant="outlined" startIcon={<DrawIcon />} onClick={onDraw} disabled={busy}>
            <FormattedMessage id={FIELDS_TEXTS.drawField} />
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id={FIELDS_TEXTS.close} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
