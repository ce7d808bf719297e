import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@careconnect/shared-ui';

function Placeholder({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
    </main>
  );
}

/** The public account screens of spec §2, mounted by the shell at the site root. */
export default function AuthApp() {
  return (
    <Routes>
      <Route path="login" element={<Placeholder title="Login" />} />
      <Route path="signup" element={<Placeholder title="Create Account" />} />
      <Route path="verify" element={<Placeholder title="Email Verification" />} />
      <Route path="forgotpass" element={<Placeholder title="Forgot Password" />} />
      <Route path="auth/reset" element={<Placeholder title="Reset Password" />} />
      <Route path="createdoc" element={<Placeholder title="Doctor Details Form" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
