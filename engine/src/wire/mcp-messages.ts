// Messages of the MCP server (issue #41): who may use it in an enterprise, in both languages.
import { defineMessages, messageMaker } from './message.ts';

export const MCP_TEXTS = defineMessages('mcp', {
  off: { en_US: 'The MCP server is switched off for this enterprise', zh_CN: '本企业已关闭 MCP 服务' },
  clientRefused: { en_US: 'This client may not use the MCP server of this enterprise', zh_CN: '该客户端不能使用本企业的 MCP 服务' },
});

/** An MCP server message: `mcpMessage('off')`. */
export const mcpMessage = messageMaker('mcp', MCP_TEXTS);
