// /index/register: general registration — a person joins an enterprise with a username of their choice.
import { JoinForm } from '../register/JoinForm.tsx';

export default function RegisterPage() {
  return <JoinForm titleKey="register.title" phoneIsAccount={false} />;
}
