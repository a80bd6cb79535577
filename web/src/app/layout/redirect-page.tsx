import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/**
 * B-I5: `/redirect/<path>` shows nothing and at once replaces itself with `/<path>` (query and
 * hash kept), so the page there mounts afresh; both hops replace history.
 */
export function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${path}${search}${hash}`, { replace: true });
  }, [navigate, path, search, hash]);
  return null;
}
