import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordError } from '../../lib/error-capture';
import { DASHBOARD_PATH } from '../route-table';

/**
 * The component a React component stack starts with: `\n    at OrderTable (…)` in Chromium and
 * Safari, `OrderTable@…` in Firefox. Minified builds give minified names, still better than none.
 */
export function componentOf(componentStack: string | null | undefined): string {
  // The first frame with a name: an anonymous one reads `at http://…/chunk.js:1:2`.
  for (const line of componentStack?.split('\n') ?? []) {
    const name = line.trim().replace(/^at /, '').split(/[ @(]/)[0] ?? '';
    if (/^[A-Za-z_$][\w$]*$/.test(name)) return name;
  }
  return 'Anonymous';
}

function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

function ErrorPanel({ error, onRetry }: { error: Error; onRetry(): void }) {
  const { t } = useTranslation('errorLog');
  return (
    <Result
      status="error"
      title={t('pageFailed')}
      subTitle={error.message}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          {t('tryAgain')}
        </Button>,
        <Link key="home" to={DASHBOARD_PATH}>
          {t('backToDashboard')}
        </Link>,
      ]}
    />
  );
}

interface Props {
  children: ReactNode;
  /** A change (e.g. the page's path) clears a shown error and renders the children again. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/**
 * B-M5: a page that throws while rendering shows a recoverable panel in its place, and the
 * navbar, sidebar and tabs around it keep working. The error goes to the log (B-M4).
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(thrown: unknown): Partial<State> {
    return { error: toError(thrown) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(thrown: unknown, info: ErrorInfo): void {
    recordError(thrown, componentOf(info.componentStack), 'render');
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    return error ? <ErrorPanel error={error} onRetry={this.retry} /> : this.props.children;
  }
}
