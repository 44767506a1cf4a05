import type { VoiceStudioStatus } from '@hadal/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const LABELS: Record<VoiceStudioStatus, { text: string; tone: BadgeTone }> = {
  pending: { text: 'Waiting for review', tone: 'warning' },
  approved: { text: 'Approved: everyone hears it', tone: 'success' },
  rejected: { text: 'Not approved', tone: 'danger' },
  replaced: { text: 'Replaced by a newer recording', tone: 'neutral' },
};

export function StatusBadge({ status }: { status: VoiceStudioStatus }) {
  const { text, tone } = LABELS[status];
  return (
    <Badge tone={tone} className="whitespace-nowrap">
      {text}
    </Badge>
  );
}
