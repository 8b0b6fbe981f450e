// The `messageToRole` job handler: sends a message template (#38 item 2) to every user of a role, with the job's
// parameters filled into its placeholders, on the template's channel — a system message at once, a mail or SMS through
// the job queue's sending (retried, then failed) — each user by their username, e-mail address or phone number.
import { MessageError, sysJobMessageMessage, type Message } from '@yc/engine';
import { createMessages, enqueue, renderMessage, type NewMessage } from '../messages/delivery.ts';
import { templateByCode } from '../messages/store.ts';
import { JOB_MESSAGES, jsonParameter, registerJobClass } from './registry.ts';
import { roleExists, roleUsers } from './store.ts';

const make = sysJobMessageMessage;

interface Parameter {
  templateCode: string;
  roleCode: string;
  params: Record<string, unknown>;
}

function parse(parameter: string | null): Parameter | Message {
  const value = jsonParameter(parameter);
  if (!value) return JOB_MESSAGES.parameterNotJson;
  const { templateCode, roleCode, params } = value;
  if (typeof templateCode !== 'string' || !templateCode || typeof roleCode !== 'string' || !roleCode) return make('parameter');
  return { templateCode, roleCode, params: (params ?? {}) as Record<string, unknown> };
}

const problem = (p: Parameter | Message): p is Message => !('templateCode' in p);

registerJobClass({
  name: 'messageToRole',
  label: { en_US: 'Send a message template to a role', zh_CN: '向角色发送消息模板' },
  parameterHint: { en_US: '{"templateCode": "template code", "roleCode": "role code", "params": {"name": "value"}}', zh_CN: '{"templateCode": "模板编码", "roleCode": "角色编码", "params": {"参数名": "值"}}' },
  async check(em, parameter) {
    const p = parse(parameter);
    if (problem(p)) return p;
    if (!(await templateByCode(em, p.templateCode))) return make('noTemplate', { code: p.templateCode });
    return (await roleExists(em, p.roleCode)) ? undefined : make('noRole', { code: p.roleCode });
  },
  async run({ tenantId, parameter, runAs, services }) {
    const p = parse(parameter);
    if (problem(p)) throw new MessageError(p);
    const made = await services.db.inTenant(tenantId, async (em) => {
      const template = await templateByCode(em, p.templateCode);
      if (!template) throw new MessageError(make('noTemplate', { code: p.templateCode }));
      const users = await roleUsers(em, p.roleCode);
      const { title, content } = renderMessage(template.templateType, template.templateTitle, template.templateContent, p.params);
      const channel = template.templateType;
      const messages = users.map((user): NewMessage => {
        const address = channel === 'email' ? user.email : channel === 'sms' ? user.phone : user.username;
        return {
          type: channel, receiver: address || user.username, userId: user.id, title, content, templateCode: template.templateCode, params: p.params,
          problem: address ? undefined : `The user ${user.username} has no ${channel === 'email' ? 'e-mail address' : 'phone number'}`,
        };
      });
      return createMessages(em, messages, runAs ?? 'system');
    });
    await enqueue(made.queued);
    return { messages: made.ids.length, queued: made.queued.length };
  },
});
