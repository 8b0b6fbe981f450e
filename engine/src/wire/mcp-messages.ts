// Messages of the MCP server (issue #41): who may use it in an enterprise, in both languages.
import { defineMessages, messageMaker } from './message.ts';

export const MCP_TEXTS = defineMessages('mcp', {
  off: { en_US: 'The MCP server is switched off for this enterprise', zh_CN: '本企业已关闭 MCP 服务' },
  clientRefused: { en_US: 'This client may not use the MCP server of this enterprise', zh_CN: '该客户端不能使用本企业的 MCP 服务' },
  acceptRequired: {
    en_US: 'An MCP client accepts application/json and text/event-stream (the Accept header of Streamable HTTP)',
    zh_CN: 'MCP 客户端须接受 application/json 和 text/event-stream（Streamable HTTP 的 Accept 请求头）',
  },
  bodyTooLarge: {
    en_US: 'A message this large may only carry an app bundle, which needs the permission to install apps',
    zh_CN: '这么大的消息只能携带应用包，需要安装应用的权限',
  },
  postOnly: { en_US: 'Method not allowed: the MCP server is stateless (POST only)', zh_CN: '不允许的方法：MCP 服务是无状态的（仅支持 POST）' },
});

/** An MCP server message: `mcpMessage('off')`. */
export const mcpMessage = messageMaker('mcp', MCP_TEXTS);
