// The question before a publish, with what the design rules say of the design as stored: its errors (the server will
// refuse the publish with the first) and its warnings (which never block), so the publisher sees them before saying yes.
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { processTemplateApi, templateManageApi } from '../../api/bpm.ts';
import { ApiError } from '../../request/http.ts';

export async function publishQuestion(key: string, question: string): Promise<ReactNode> {
  let issues;
  try {
    const template = await processTemplateApi.get(key);
    issues = await templateManageApi.validate({ key, bpmnXml: template.bpmnXml, nodes: template.nodes ?? {} });
  } catch (error) {
    // The check is a courtesy: without it the question stands alone, and the server still checks the publish.
    if (error instanceof ApiError) return question;
    throw error;
  }
  if (issues.length === 0) return question;
  return (
    <div>
      {question}
      <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }} data-testid="bpm-publish-issues">
        {issues.map((issue, i) => (
          <li key={i}><Typography.Text type={issue.severity === 'error' ? 'danger' : 'warning'}>{issue.message}</Typography.Text></li>
        ))}
      </ul>
    </div>
  );
}
