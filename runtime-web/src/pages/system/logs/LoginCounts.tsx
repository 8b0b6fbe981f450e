// Login counts above the system log: today's logins and addresses, the total, and the last seven days.
import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logApi } from '../../../api/access.ts';

type LoginInfo = Awaited<ReturnType<typeof logApi.loginInfo>>;
type VisitDay = Awaited<ReturnType<typeof logApi.visitInfo>>[number];

export function LoginCounts() {
  const { t } = useTranslation();
  const [info, setInfo] = useState<LoginInfo>();
  const [days, setDays] = useState<VisitDay[]>([]);
  useEffect(() => {
    let live = true;
    logApi.loginInfo().then((value) => live && setInfo(value), () => undefined);
    logApi.visitInfo().then((value) => live && setDays(value), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  const most = Math.max(1, ...days.map((d) => d.visit));
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="login-counts">
      <Row gutter={[16, 16]} align="bottom">
        <Col xs={8} md={5}><Statistic title={t('log.todayVisits')} value={info?.todayVisitCount ?? '-'} /></Col>
        <Col xs={8} md={5}><Statistic title={t('log.todayIps')} value={info?.todayIp ?? '-'} /></Col>
        <Col xs={8} md={5}><Statistic title={t('log.totalVisits')} value={info?.totalVisitCount ?? '-'} /></Col>
        <Col xs={24} md={9}>
          <div style={{ color: 'rgba(0,0,0,0.45)', marginBottom: 4 }}>{t('log.lastWeek')}</div>
          <div style={{ display: 'flex', alignItems: 'flex-end', gap: 6, height: 48 }}>
            {days.map((d) => (
              <Tooltip key={d.day} title={t('log.visitsOn', d)}>
                <div
                  data-testid="visit-bar"
                  style={{ flex: 1, height: `${Math.max(4, (d.visit / most) * 48)}px`, background: 'var(--ant-color-primary, #2F54EB)', borderRadius: 2 }}
                />
              </Tooltip>
            ))}
          </div>
        </Col>
      </Row>
    </Card>
  );
}
