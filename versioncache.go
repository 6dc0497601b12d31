package main

import (
	"bytes"
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/sitegen-dev/sitegen/generator"
)

// fileCache is the version cache of the page of changes (generator.VersionCache) in a folder:
// one file per entry, dir/<first two digits of the key>/<key>, where dir is kept apart for each
// build of sitegen (versionCache). Written here rather than taken from a module: it is a folder
// of files written whole (a temporary file renamed over the entry) and read with a bound.
type fileCache struct{ dir string }

// maxCacheEntry bounds what Get reads: an entry holds a version's FullJSON, which is a few times
// the size of a policy.toml of at most policy.MaxFileBytes.
const maxCacheEntry = 64 << 20

// cacheTrimAge is how long the folder of another build of sitegen is kept after its last entry
// was written (Put sets the folder's time), as Go's build cache trims what was not used for five days.
const cacheTrimAge = 5 * 24 * time.Hour

func (c fileCache) path(key string) string { return filepath.Join(c.dir, key[:2], key) }

// Get reads the entry of key; nil when there is none or it cannot be read.
func (c fileCache) Get(key string) []byte {
	if len(key) < 3 || strings.ContainsAny(key, `/\.`) {
		return nil
	}
	f, err := os.Open(c.path(key))
	if err != nil {
		return nil
	}
	defer f.Close()
	// Read at its size in one allocation (io.ReadAll would grow its buffer from 512 bytes), and
	// a byte more, to see that it ended there.
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() || info.Size() > maxCacheEntry {
		return nil
	}
	b := make([]byte, info.Size()+1)
	n, err := io.ReadFull(f, b)
	if err != io.ErrUnexpectedEOF || int64(n) != info.Size() {
		return nil
	}
	return b[:n]
}

// Put writes the entry of key whole, or not at all: a cache that cannot be written (a read-only
// home, a full disk) leaves the build as it is, with every version loaded.
func (c fileCache) Put(key string, entry []byte) {
	if len(key) < 3 || strings.ContainsAny(key, `/\.`) || len(entry) > maxCacheEntry {
		return
	}
	p := c.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
		return
	}
	f, err := os.CreateTemp(filepath.Dir(p), key+".tmp*")
	if err != nil {
		return
	}
	_, werr := f.Write(entry)
	if cerr := f.Close(); werr != nil || cerr != nil || os.Rename(f.Name(), p) != nil {
		os.Remove(f.Name())
		return
	}
	// The folder's time is when this build last wrote to it (trimCache).
	now := time.Now()
	os.Chtimes(c.dir, now, now)
}

// versionCache is the version cache a build uses, or nil for none: SITEGEN_CACHE=off turns it
// off; SITEGEN_CACHE=FOLDER puts it in FOLDER (an absolute path); otherwise it is sitegen/ in the
// user's cache folder (os.UserCacheDir: $XDG_CACHE_HOME or ~/.cache on Linux, ~/Library/Caches on
// macOS, %LocalAppData% on Windows), where Go keeps its build cache. Each build of sitegen has a
// folder of its own in it, named by a hash of its Go build ID, which changes with any change of
// the code or of a dependency: an entry is only ever read by the build that wrote it. Without a
// build ID to read (an executable that is not Go's, or not readable) there is no cache. Folders
// of other builds not written to for cacheTrimAge are removed when a build makes its own.
//
// A SITEGEN_CACHE that is neither "off" nor an absolute path is an error (as Go refuses a relative
// GOCACHE): the command fails rather than build without the cache it was told to use, or in a
// folder that depends on where it runs.
func versionCache(getenv func(string) string) (generator.VersionCache, error) {
	base := getenv("SITEGEN_CACHE")
	switch {
	case base == "off":
		return nil, nil
	case base != "":
		if !filepath.IsAbs(base) {
			return nil, fmt.Errorf("SITEGEN_CACHE=%q is not an absolute path (want SITEGEN_CACHE=off, or the absolute path of a folder for sitegen's cache)", base)
		}
		if info, err := os.Stat(base); err == nil && !info.IsDir() {
			// A file where the folder should be (newuser9: SITEGEN_CACHE=/etc/passwd was taken
			// without a word, and the cache silently not kept).
			return nil, fmt.Errorf("SITEGEN_CACHE=%q is not a folder (want SITEGEN_CACHE=off, or the absolute path of a folder for sitegen's cache)", base)
		}
	default:
		d, err := os.UserCacheDir()
		if err != nil {
			return nil, nil
		}
		base = filepath.Join(d, "sitegen")
	}
	id := buildID()
	if id == "" {
		return nil, nil
	}
	sum := sha256.Sum256([]byte("sitegen versions\n" + id))
	base = filepath.Join(base, "versions")
	dir := filepath.Join(base, hex.EncodeToString(sum[:12]))
	if _, err := os.Stat(dir); err != nil {
		trimCache(base, time.Now().Add(-cacheTrimAge))
	}
	return fileCache{dir: dir}, nil
}

// trimCache removes the folders of base (one per build of sitegen) last modified before cutoff.
func trimCache(base string, cutoff time.Time) {
	entries, err := os.ReadDir(base)
	if err != nil {
		return
	}
	for _, e := range entries {
		if info, err := e.Info(); err == nil && e.IsDir() && info.ModTime().Before(cutoff) {
			os.RemoveAll(filepath.Join(base, e.Name()))
		}
	}
}

// buildID is the Go build ID of the running executable, or "" when it cannot be read: the note
// "Go" of type 4 in an ELF file (section .note.go.buildid), and otherwise the text
// `\xff Go build ID: "…"\n \xff` within the file's first 32 KiB (Mach-O, PE), where the Go linker
// writes it (as cmd/internal/buildid reads them; that package is internal to the Go command).
func buildID() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	if f, err := elf.Open(exe); err == nil {
		defer f.Close()
		s := f.Section(".note.go.buildid")
		if s == nil {
			return ""
		}
		note, err := s.Data()
		// namesz, descsz, type (4 bytes each, the file's byte order), "Go\x00\x00", the ID.
		if err != nil || len(note) < 16 || string(note[12:16]) != "Go\x00\x00" {
			return ""
		}
		descsz := int(f.ByteOrder.Uint32(note[4:8]))
		if f.ByteOrder.Uint32(note[8:12]) != 4 || descsz <= 0 || 16+descsz > len(note) {
			return ""
		}
		return string(note[16 : 16+descsz])
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	head := make([]byte, 32<<10)
	n, _ := io.ReadFull(f, head)
	head = head[:n]
	const prefix, suffix = "\xff Go build ID: \"", "\"\n \xff"
	i := bytes.Index(head, []byte(prefix))
	if i < 0 {
		return ""
	}
	rest := head[i+len(prefix):]
	j := bytes.Index(rest, []byte(suffix))
	if j <= 0 {
		return ""
	}
	return string(rest[:j])
}
