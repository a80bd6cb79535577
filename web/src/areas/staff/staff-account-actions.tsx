import type { StaffListItem } from '@shop/contract/areas/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';
import { confirmDanger } from '../../lib/list/confirm-danger';
import { useCanCall, usePermissions } from '../../lib/permissions';
import { staffKeys } from '../../lib/resource-keys';
import { roleListOptions } from '../../lib/role-choices';
import { updateStaff } from './staff.queries';
import { endStaffSessions } from './staff-account.api';
import { memberWithinReach } from './staff-reach';
import { StaffResetDialog } from './staff-reset-dialog';
import { useIsSelf } from './use-staff-self';

/** Why a button is off, as its tooltip; none when it may be used. */
function Gate({ reason, children }: { reason: string | null; children: React.ReactElement }) {
  return reason ? <Tooltip title={reason}>{children}</Tooltip> : children;
}

/**
 * The account's actions in its drawer: reset password, disable / enable and sign out everywhere,
 * each asked first. What the server would refuse (yourself, a member beyond your permissions) is
 * offered switched off with the reason.
 */
export function StaffAccountActions({ row }: { row: StaffListItem }) {
  const { t } = useTranslation('staff');
  const queryClient = useQueryClient();
  const [resetting, setResetting] = useState(false);
  const canEdit = useCanCall('updateStaff');
  const canReset = useCanCall('resetStaffPassword');
  const canSignOut = useCanCall('endStaffSessions');
  const roles = useQuery(roleListOptions()).data?.items ?? [];
  const reach = memberWithinReach(row.roles, roles, usePermissions());
  const self = useIsSelf(row.username);
  const beyond = reach ? null : t('beyondReachHelp');
  const own = self ? t('ownAccountHelp') : null;

  const toggle = useMutation({
    mutationFn: () => updateStaff(row.id, { version: row.version, disabled: !row.disabled }),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffKeys.detail(saved.id), saved);
      feedback.success(t(saved.disabled ? 'disabledDone' : 'enabledDone', { username: saved.username }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.lists() }),
  });
  const signOut = useMutation({
    mutationFn: () => endStaffSessions(row.id),
    onSuccess: ({ ended }) => feedback.success(t('signedOutDone', { username: row.username, count: ended })),
  });

  const askToggle = async () => {
    const disabling = !row.disabled;
    const ok = await confirmDanger({
      title: t(disabling ? 'confirmDisableOne' : 'confirmEnableOne', { username: row.username }),
      content: t(disabling ? 'confirmDisableText' : 'confirmEnableText'),
      okText: t(disabling ? 'disable' : 'enable'),
      cancelText: t('cancel'),
    });
    if (ok) toggle.mutate();
  };
  const askSignOut = async () => {
    const ok = await confirmDanger({
      title: t('confirmSignOutTitle', { username: row.username }),
      content: t('confirmSignOutText'),
      okText: t('signOutEverywhere'),
      cancelText: t('cancel'),
    });
    if (ok) signOut.mutate();
  };

  if (!canEdit && !canReset && !canSignOut) return null;
  return (
    <>
      <Divider titlePlacement="start">{t('accountActions')}</Divider>
      <Space wrap>
        {canReset ? (
          <Gate reason={beyond ?? own}>
            <Button disabled={!reach || self === true} onClick={() => setResetting(true)}>
              {t('resetPassword')}
            </Button>
          </Gate>
        ) : null}
        {canEdit ? (
          <Gate reason={beyond ?? own}>
            <Button
              danger={!row.disabled}
              disabled={!reach || self === true}
              loading={toggle.isPending}
              onClick={() => void askToggle()}
            >
              {t(row.disabled ? 'enable' : 'disable')}
            </Button>
          </Gate>
        ) : null}
        {canSignOut ? (
          <Gate reason={beyond ?? own}>
            <Button
              disabled={!reach || self === true}
              loading={signOut.isPending}
              onClick={() => void askSignOut()}
            >
              {t('signOutEverywhere')}
            </Button>
          </Gate>
        ) : null}
      </Space>
      {row.disabled ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('disabledHelp')}
        </Typography.Paragraph>
      ) : null}
      {resetting ? <StaffResetDialog row={row} onClose={() => setResetting(false)} /> : null}
    </>
  );
}
