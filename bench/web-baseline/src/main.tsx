import { Button, Form, Input } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * The web bench's baseline: the least a React + antd login form can be (no router, i18n, state
 * store or API client), built with the same React, antd and Vite as the console.
 */
function LoginForm() {
  return (
    <Form style={{ maxWidth: 360, margin: '120px auto' }} size="large" autoComplete="on">
      <Form.Item name="username" rules={[{ required: true }]}>
        <Input placeholder="Username" aria-label="Username" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true }]}>
        <Input.Password placeholder="Password" aria-label="Password" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        Login
      </Button>
    </Form>
  );
}

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');
createRoot(container).render(
  <StrictMode>
    <LoginForm />
  </StrictMode>,
);
