import { Button, Modal, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { canSaveAll, settleForms, type UnsavedForm } from './unsaved-registry';

/** How a question ended: the way is clear (saved or discarded), the user stays, or a save failed. */
export type LeaveOutcome = 'go' | 'stay' | 'saveFailed';

interface Question {
  forms: readonly UnsavedForm[] | null;
  saving: boolean;
  resolve: ((outcome: LeaveOutcome) => void) | null;
}

const useQuestion = create<Question>(() => ({ forms: null, saving: false, resolve: null }));

/**
 * Above every drawer and dialog, as antd's own confirm: mounted in the layout, the question would
 * otherwise open under a dialog shown in a drawer (antd stacks those above the base level).
 */
const ABOVE_ALL_CONTAINERS = 1000;

/**
 * Asks what to do with these dirty forms before they are lost: Save, Discard or Stay. Resolves at
 * once with `go` when there are none; one question at a time (a second one meanwhile stays).
 */
export function confirmLeave(forms: readonly UnsavedForm[]): Promise<LeaveOutcome> {
  if (forms.length === 0) return Promise.resolve('go');
  if (useQuestion.getState().forms) return Promise.resolve('stay');
  return new Promise((resolve) => useQuestion.setState({ forms, saving: false, resolve }));
}

async function answer(choice: 'save' | 'discard' | 'stay') {
  const { forms, resolve, saving } = useQuestion.getState();
  if (!forms || !resolve || saving) return;
  let outcome: LeaveOutcome = 'stay';
  if (choice === 'discard') outcome = (await settleForms(forms, 'discard')) ? 'go' : 'stay';
  if (choice === 'save') {
    useQuestion.setState({ saving: true });
    outcome = (await settleForms(forms, 'save').catch(() => false)) ? 'go' : 'saveFailed';
  }
  useQuestion.setState({ forms: null, saving: false, resolve: null });
  resolve(outcome);
}

/** The one dialog behind `confirmLeave`, mounted once in the signed-in layout. */
export function LeaveQuestion() {
  const { t } = useTranslation('tags');
  const forms = useQuestion((s) => s.forms);
  const saving = useQuestion((s) => s.saving);
  const { token } = theme.useToken();
  return (
    <Modal
      open={forms !== null}
      zIndex={token.zIndexPopupBase + ABOVE_ALL_CONTAINERS}
      title={t('unsaved.title')}
      onCancel={() => void answer('stay')}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="stay" disabled={saving} onClick={() => void answer('stay')}>
          {t('unsaved.stay')}
        </Button>,
        <Button key="discard" danger disabled={saving} onClick={() => void answer('discard')}>
          {t('unsaved.discard')}
        </Button>,
        forms && canSaveAll(forms) ? (
          <Button key="save" type="primary" loading={saving} onClick={() => void answer('save')}>
            {t('unsaved.save')}
          </Button>
        ) : null,
      ]}
    >
      {t('unsaved.text', { count: forms?.length ?? 0 })}
    </Modal>
  );
}
