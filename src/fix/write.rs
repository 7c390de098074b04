//! Writing fixed files (SPEC §8): atomically (temp file + rename, permissions kept), only when
//! changed, never over a file modified since it was read, never without write permission, never
//! for files declaring a non-UTF-8 encoding.

use std::io::Write;
use std::path::Path;

#[derive(Debug, PartialEq, Eq)]
pub enum WriteError {
    ChangedOnDisk,
    ReadOnly,
    NonUtf8Encoding(String),
    Io(String),
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WriteError::ChangedOnDisk => f.write_str("the file changed on disk since it was read; not written"),
            WriteError::ReadOnly => f.write_str("the file is not writable (mode bits); not written"),
            WriteError::NonUtf8Encoding(enc) => write!(f, "the file declares encoding `{enc}`; files in non-UTF-8 encodings are never rewritten"),
            WriteError::Io(e) => write!(f, "write failed: {e}"),
        }
    }
}

/// Replaces `path`'s content `original` with `fixed`. Returns whether anything was written.
pub fn write_fixed(
    path: &Path,
    original: &str,
    fixed: &str,
    declared_encoding: Option<&str>,
) -> Result<bool, WriteError> {
    write_fixed_with(path, original, fixed, declared_encoding, |file, bytes| {
        file.write_all(bytes)
    })
}

/// [`write_fixed`] with the write of the new content given, so that a failing disk (ENOSPC, EIO)
/// can be simulated: the temporary file is removed and the original left as it was.
fn write_fixed_with(
    path: &Path,
    original: &str,
    fixed: &str,
    declared_encoding: Option<&str>,
    write: impl FnOnce(&mut std::fs::File, &[u8]) -> std::io::Result<()>,
) -> Result<bool, WriteError> {
    if original == fixed {
        return Ok(false);
    }
    if let Some(enc) = declared_encoding {
        return Err(WriteError::NonUtf8Encoding(enc.to_string()));
    }
    let metadata = std::fs::metadata(path).map_err(|e| WriteError::Io(e.to_string()))?;
    if !is_writable(&metadata) {
        return Err(WriteError::ReadOnly);
    }
    let on_disk = std::fs::read(path).map_err(|e| WriteError::Io(e.to_string()))?;
    if on_disk != original.as_bytes() {
        return Err(WriteError::ChangedOnDisk);
    }
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut temp =
        tempfile::NamedTempFile::new_in(dir).map_err(|e| WriteError::Io(e.to_string()))?;
    write(temp.as_file_mut(), fixed.as_bytes()).map_err(|e| WriteError::Io(e.to_string()))?;
    temp.as_file()
        .sync_all()
        .map_err(|e| WriteError::Io(e.to_string()))?;
    std::fs::set_permissions(temp.path(), metadata.permissions())
        .map_err(|e| WriteError::Io(e.to_string()))?;
    temp.persist(path)
        .map_err(|e| WriteError::Io(e.error.to_string()))?;
    Ok(true)
}

/// Write permission from the mode bits (root bypasses access checks, so they are read directly).
#[cfg(unix)]
fn is_writable(metadata: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    metadata.permissions().mode() & 0o222 != 0
}

#[cfg(not(unix))]
fn is_writable(metadata: &std::fs::Metadata) -> bool {
    !metadata.permissions().readonly()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_atomically_keeping_permissions() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.py");
        std::fs::write(&path, "a = 1\n").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
        }
        assert_eq!(write_fixed(&path, "a = 1\n", "a = 2\n", None), Ok(true));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "a = 2\n");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(
                std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
                0o640
            );
        }
        assert_eq!(write_fixed(&path, "a = 2\n", "a = 2\n", None), Ok(false));
    }

    #[test]
    fn refuses_changed_read_only_and_non_utf8_files() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.py");
        std::fs::write(&path, "a = 1\n").unwrap();
        assert_eq!(
            write_fixed(&path, "a = 0\n", "a = 2\n", None),
            Err(WriteError::ChangedOnDisk)
        );
        assert!(matches!(
            write_fixed(&path, "a = 1\n", "a = 2\n", Some("latin-1")),
            Err(WriteError::NonUtf8Encoding(_))
        ));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o444)).unwrap();
            assert_eq!(
                write_fixed(&path, "a = 1\n", "a = 2\n", None),
                Err(WriteError::ReadOnly)
            );
            assert_eq!(std::fs::read_to_string(&path).unwrap(), "a = 1\n");
        }
    }

    #[test]
    fn a_full_disk_leaves_the_original_and_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.py");
        std::fs::write(&path, "a = 1\n").unwrap();
        let full = |_: &mut std::fs::File, _: &[u8]| {
            Err(std::io::Error::new(
                std::io::ErrorKind::StorageFull,
                "No space left on device",
            ))
        };
        let result = write_fixed_with(&path, "a = 1\n", "a = 2\n", None, full);
        assert_eq!(
            result,
            Err(WriteError::Io("No space left on device".to_string()))
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "a = 1\n");
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 1, "only m.py remains");
    }
}
