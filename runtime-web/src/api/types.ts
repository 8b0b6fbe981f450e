// Shapes of the server's answers the shell reads (spec §3, §7).
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  /** A seeded account's English real name (English mode shows it). */
  realnameEn?: string;
  avatar?: string;
  orgName?: string;
  /** '1' when the user holds a console role. */
  backRoleFlg: string;
  token?: string;
}

export interface Depart {
  id: string;
  orgName: string;
  orgCode: string;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  /** First login: the password must be changed. */
  isFist?: boolean;
  /** The password must be changed (expired or reset). */
  isChange?: boolean;
  departs?: Depart[];
  multiDepart?: boolean;
}

export interface DemoAccount {
  username: string;
  password: string;
  label: string;
}

export interface LoginConfig {
  captchaEnabled: boolean;
  demoMode: boolean;
  demoAccounts?: DemoAccount[];
  projectName?: string;
}

export interface SysConfigEntry {
  configCode: string;
  configValue: string;
}

export type LocaleMaps = Partial<Record<'zh_CN' | 'en_US', Record<string, string>>>;
