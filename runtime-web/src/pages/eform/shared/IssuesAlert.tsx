// The engine's issues of an item about to be saved: where (JSON pointer) and what.
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ValidationIssue } from './engine.ts';
import { issueText } from './validate.ts';

const SHOWN = 8;

export function IssuesAlert({ issues, testId }: { issues: readonly ValidationIssue[]; testId: string }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid={testId}
      title={t('model.issues', { count: issues.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {issues.slice(0, SHOWN).map((issue, i) => (
            <li key={i}>
              {issue.path && <Tag>{issue.path}</Tag>}
              {issueText(issue)}
            </li>
          ))}
        </ul>
      }
    />
  );
}
