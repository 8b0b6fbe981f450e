// Menu icons by name: 'user', 'team', 'UserOutlined', 'file-text' all resolve; unknown names get a default.
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import BookOutlined from '@ant-design/icons/BookOutlined';
import BranchesOutlined from '@ant-design/icons/BranchesOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ClusterOutlined from '@ant-design/icons/ClusterOutlined';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import ControlOutlined from '@ant-design/icons/ControlOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import DeploymentUnitOutlined from '@ant-design/icons/DeploymentUnitOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import LayoutOutlined from '@ant-design/icons/LayoutOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import PartitionOutlined from '@ant-design/icons/PartitionOutlined';
import PieChartOutlined from '@ant-design/icons/PieChartOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import ProjectOutlined from '@ant-design/icons/ProjectOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import TableOutlined from '@ant-design/icons/TableOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/ToolOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  apartment: ApartmentOutlined, api: ApiOutlined, appstore: AppstoreOutlined, audit: AuditOutlined,
  barchart: BarChartOutlined, bell: BellOutlined, book: BookOutlined, branches: BranchesOutlined,
  calendar: CalendarOutlined, cluster: ClusterOutlined, code: CodeOutlined, control: ControlOutlined,
  dashboard: DashboardOutlined, database: DatabaseOutlined, deploymentunit: DeploymentUnitOutlined,
  desktop: DesktopOutlined, filetext: FileTextOutlined, file: FileTextOutlined, form: FormOutlined,
  global: GlobalOutlined, home: HomeOutlined, idcard: IdcardOutlined, key: KeyOutlined, layout: LayoutOutlined,
  link: LinkOutlined, menu: MenuOutlined, message: MessageOutlined, notification: NotificationOutlined,
  partition: PartitionOutlined, piechart: PieChartOutlined, profile: ProfileOutlined, project: ProjectOutlined,
  safety: SafetyOutlined, schedule: ScheduleOutlined, setting: SettingOutlined, shop: ShopOutlined,
  solution: SolutionOutlined, table: TableOutlined, team: TeamOutlined, tool: ToolOutlined, user: UserOutlined,
};

export function iconKey(name: string): string {
  return name.replace(/Outlined$|Filled$|TwoTone$/, '').replace(/[-_\s]/g, '').toLowerCase();
}

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name && ICONS[iconKey(name)]) || AppstoreOutlined;
  return <Icon />;
}
