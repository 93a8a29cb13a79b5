// Reporting a sketch (spec part 1 §3 Sketch report, §7): reasons as flags, and details. The
// disqualification flags are offered only when the sketch is in a challenge or a compo.
import { styled } from '@linaria/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { reportSketch } from '../../api/sketches';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Modal } from '../../components/Modal';
import { TextInput } from '../../components/TextInput';
import { alertDialog } from '../../stores/dialogs';
import { REPORT_FAILED, REPORT_THANKS } from './pageRules';
import { REPORT_DETAILS_MAX, type Sketch, type SketchReportBody, type SketchReportFields } from '../../api/schemas/sketches';
import { useOneAtATime } from '../../lib/useOneAtATime';

type Flag = Exclude<keyof SketchReportFields, 'details'>;

export const REPORT_FLAGS: readonly { flag: Flag; label: string; when?: (s: Sketch) => boolean }[] = [
  { flag: 'copyright', label: 'Copyright violation (not the artist’s own work)' },
  { flag: 'mature', label: 'Mature content that is not marked as mature' },
  { flag: 'inappropriate', label: 'Inappropriate or offensive' },
  { flag: 'notsketch', label: 'Not a sketch (photo, screenshot, meme)' },
  { flag: 'challengedq', label: 'Should be disqualified from the challenge', when: (s) => s.challengeId !== null },
  { flag: 'compodq', label: 'Should be disqualified from the compo', when: (s) => s.compoKey !== null },
];
const EMPTY: SketchReportFields = { details: '', copyright: false, mature: false, inappropriate: false, challengedq: false, compodq: false, notsketch: false };

const Form = styled.form`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
  }
  textarea {
    min-height: 100px;
    padding: 10px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    font: inherit;
    resize: vertical;
  }
  .buttons {
    display: flex;
    justify-content: flex-end;
    gap: 10px;
  }
`;

export function ReportDialog({ sketch, onClose }: { sketch: Sketch; onClose: () => void }) {
  const [report, setReport] = useState<SketchReportFields>(EMPTY);
  // A one-off write: nothing cached changes.
  const sendReport = useMutation({ mutationFn: (sent: SketchReportBody) => reportSketch(sketch.id, sent) });
  // Sent: the form stays off while it closes.
  const sending = sendReport.isPending || sendReport.isSuccess;
  const flags = REPORT_FLAGS.filter((entry) => !entry.when || entry.when(sketch));
  const ready = flags.some(({ flag }) => report[flag]) || report.details.trim() !== '';
  const oneAtATime = useOneAtATime();

  const send = () => oneAtATime(sendNow);
  async function sendNow() {
    if (!ready || sending) return;
    try {
      await sendReport.mutateAsync({ ...report, details: report.details.trim() });
    } catch (error) {
      console.warn('sketch report failed', error);
      await alertDialog(REPORT_FAILED); // what the user chose and wrote stays in the form
      return;
    }
    onClose();
    await alertDialog(REPORT_THANKS);
  }

  return (
    <Modal onClose={onClose} dismissible={!sending} label="Report this sketch">
      <Form
        data-testid="report-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <h2>Report this sketch</h2>
        {flags.map(({ flag, label }) => (
          <Checkbox key={flag} checked={report[flag]} testId={`report-${flag}`} onChange={(checked) => setReport({ ...report, [flag]: checked })}>
            {label}
          </Checkbox>
        ))}
        <TextInput
          multiLine
          testId="report-details"
          aria-label="Details"
          placeholder="Details (optional)"
          maxLength={REPORT_DETAILS_MAX}
          value={report.details}
          onChange={(details) => setReport({ ...report, details })}
        />
        <div className="buttons">
          <Button data-testid="report-cancel" disabled={sending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" data-testid="report-send" disabled={!ready || sending}>
            Send report
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
