// /index/NewRegister: quick registration — a person joins an enterprise with their phone number as the account.
import { JoinForm } from '../register/JoinForm.tsx';

export default function NewRegisterPage() {
  return <JoinForm titleKey="newRegister.title" phoneIsAccount />;
}
