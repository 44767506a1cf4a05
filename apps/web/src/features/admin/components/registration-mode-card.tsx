import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { useSetRegistrationMode, useSettings } from '@/features/admin/hooks';

/** Registration by invite only, switched at once (REGISTRATION_MODE is the starting value). */
export function RegistrationModeCard() {
  const settings = useSettings();
  const setMode = useSetRegistrationMode();
  const inviteOnly = settings.data?.registration_mode === 'invite';
  return (
    <Card className="mb-6">
      {settings.isError ? (
        <Alert tone="danger">Failed to load the registration mode</Alert>
      ) : (
        <Switch
          label="Registration by invite only"
          description={
            inviteOnly
              ? 'New accounts need an invite code. The home page offers a waitlist form.'
              : 'Anyone can create an account.'
          }
          checked={inviteOnly}
          disabled={settings.isPending || setMode.isPending}
          onCheckedChange={(on) => setMode.mutate(on ? 'invite' : 'open')}
        />
      )}
      {setMode.isError ? (
        <Alert tone="danger" className="mt-3">
          Failed to change the registration mode
        </Alert>
      ) : null}
    </Card>
  );
}
