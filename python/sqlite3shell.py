# The sqlite3 command-line shell of the sandbox: SQLite (the library built
# into CPython's _sqlite3) over the sandbox's files, with the output modes
# and dot-commands of the sqlite3 program (3.40) that scripts use most.
# sys.argv is ["sqlite3", OPTIONS..., [FILENAME [SQL...]]].
import os
import sys

# The C module itself: the sqlite3 package adds the DB-API's datetime
# adapters and converters, which the shell never uses (it binds only
# strings and asks for no type detection), and imports datetime and
# warnings for them at every start.
import _sqlite3 as sqlite3

PROG = "sqlite3"
MODES = ("ascii box column csv html insert json line list markdown qbox quote "
         "table tabs tcl").split()


class Quit(Exception):
    def __init__(self, code):
        self.code = code


class Shell:
    def __init__(self):
        self.mode = "list"
        self.headers = False
        self.headers_set = False
        self.colsep = "|"
        self.rowsep = "\n"
        self.null = ""
        self.bail = False
        self.echo = False
        self.out = sys.stdout
        self.once = None
        self.insert_table = "table"
        self.con = None
        self.filename = ":memory:"
        self.readonly = False
        self.errors = 0

    # ---- database ----
    def open(self, name):
        self.filename = name or ":memory:"
        uri = False
        target = self.filename
        if self.readonly and target != ":memory:":
            target = "file:" + target + "?mode=ro"
            uri = True
        self.con = sqlite3.connect(target, isolation_level=None, uri=uri,
                                   check_same_thread=False)
        try:
            self.con.enable_load_extension(False)
        except AttributeError:
            pass

    # ---- output ----
    def write(self, s):
        self.out.write(s)

    def set_mode(self, mode, dot=False):
        """Sets the output mode as the -MODE option does, or (dot) as the
        .mode command does, which also resets the separators."""
        if mode == "tabs":
            self.mode, self.colsep = "list", "\t"
            return
        self.mode = mode
        if mode == "csv":
            self.colsep = ","
            if dot:
                self.rowsep = "\r\n"
        elif mode == "list" and dot:
            self.colsep, self.rowsep = "|", "\n"
        elif mode == "ascii":
            self.colsep, self.rowsep = "\x1f", "\x1e"

    def text(self, v):
        if v is None:
            return self.null
        if isinstance(v, float):
            return fmt_real(v)
        if isinstance(v, bytes):
            return v.decode("utf-8", "replace")
        return str(v)

    def show(self, cur):
        if cur.description is None:
            for _ in cur:
                pass
            return
        names = [d[0] for d in cur.description]
        m = self.mode
        if m in ("column", "box", "markdown", "table"):
            self.show_columns(names, cur.fetchall())
            return
        if m == "json":
            rows = cur.fetchall()
            if not rows:
                return
            parts = []
            for r in rows:
                parts.append("{" + ",".join(json_string(n) + ":" + json_value(v)
                                             for n, v in zip(names, r)) + "}")
            self.write("[" + ",\n".join(parts) + "]\n")
            return
        if m == "line":
            w = max([5] + [len(n) for n in names])
            first = True
            for r in cur:
                if not first:
                    self.write("\n")
                first = False
                for n, v in zip(names, r):
                    self.write("%*s = %s\n" % (w, n, self.text(v)))
            return
        if m == "csv":
            if self.headers:
                self.write(self.colsep.join(csv_field(n, self.colsep) for n in names) + self.rowsep)
            for r in cur:
                self.write(self.colsep.join(self.null if v is None else csv_field(self.text(v), self.colsep)
                                            for v in r) + self.rowsep)
            return
        if m == "quote":
            if self.headers:
                self.write(",".join(sql_quote(n) for n in names) + "\n")
            for r in cur:
                self.write(",".join(sql_literal(v) for v in r) + "\n")
            return
        if m == "insert":
            for r in cur:
                self.write("INSERT INTO %s VALUES(%s);\n" % (
                    quote_ident(self.insert_table), ",".join(sql_literal(v) for v in r)))
            return
        if m == "html":
            if self.headers:
                self.write("<TR>" + "".join("<TH>%s</TH>\n" % html_escape(n) for n in names) + "</TR>\n")
            for r in cur:
                self.write("<TR>" + "".join("<TD>%s</TD>\n" % html_escape(self.text(v)) for v in r) + "</TR>\n")
            return
        # list, tabs, ascii
        if self.headers:
            self.write(self.colsep.join(names) + self.rowsep)
        for r in cur:
            self.write(self.colsep.join(self.text(v) for v in r) + self.rowsep)

    def show_columns(self, names, rows):
        cells = [[self.text(v) for v in r] for r in rows]
        widths = [len(n) if self.headers else 0 for n in names]
        for r in cells:
            for i, c in enumerate(r):
                widths[i] = max(widths[i], len(c))
        right = [isinstance(v, (int, float)) and not isinstance(v, bool) for v in (rows[0] if rows else [])]
        m = self.mode
        if m == "column":
            if not rows:
                return
            widths = [max(w, 1) for w in widths]
            if self.headers:
                self.write("  ".join(n.ljust(w) for n, w in zip(names, widths)) + "\n")
                self.write("  ".join("-" * w for w in widths) + "\n")
            for r in cells:
                self.write("  ".join(c.ljust(w) for c, w in zip(r, widths)) + "\n")
            return
        if not rows:
            return
        if m == "markdown":
            self.write("| " + " | ".join(centre(n, w) for n, w in zip(names, widths)) + " |\n")
            self.write("|" + "|".join("-" * (w + 2) for w in widths) + "|\n")
            for r in cells:
                self.write("| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |\n")
            return
        if m == "table":
            line = "+" + "+".join("-" * (w + 2) for w in widths) + "+\n"
            self.write(line)
            self.write("| " + " | ".join(centre(n, w) for n, w in zip(names, widths)) + " |\n")
            self.write(line)
            for r in cells:
                self.write("| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |\n")
            self.write(line)
            return
        # box
        self.write("┌" + "┬".join("─" * (w + 2) for w in widths) + "┐\n")
        self.write("│ " + " │ ".join(centre(n, w) for n, w in zip(names, widths)) + " │\n")
        self.write("├" + "┼".join("─" * (w + 2) for w in widths) + "┤\n")
        for r in cells:
            self.write("│ " + " │ ".join(c.ljust(w) for c, w in zip(r, widths)) + " │\n")
        self.write("└" + "┴".join("─" * (w + 2) for w in widths) + "┘\n")

    # ---- SQL ----
    def run_sql(self, sql, where):
        """Runs the statements of sql; where is None for a command-line
        argument, else the line number the statements start on."""
        for stmt, line in split_statements(sql, where or 1):
            if self.echo:
                self.write(stmt.strip() + "\n")
            try:
                cur = self.con.cursor()
                try:
                    cur.execute(stmt)
                except sqlite3.Warning:
                    # "You can only execute one statement at a time": the
                    # splitter gave a statement with a trailing comment.
                    cur.executescript(stmt)
                self.show(cur)
            except sqlite3.Error as e:
                self.errors += 1
                # The shell prints primary result codes; a prepare error
                # is SQLITE_ERROR (the module does not tell the phases).
                code = (getattr(e, "sqlite_errorcode", 1) or 1) & 0xff
                msg = str(e)
                prepare = code == 1
                if where is None:
                    if prepare:
                        err("Error: in prepare, %s" % msg)
                    else:
                        err("Error: stepping, %s (%d)" % (msg, code))
                    raise Quit(code)
                if prepare:
                    err("Parse error near line %d: %s" % (line, msg))
                else:
                    err("Runtime error near line %d: %s (%d)" % (line, msg, code))
                if self.bail:
                    raise Quit(1)

    # ---- input ----
    def run_input(self, f):
        buf = ""
        start = 0
        lineno = 0
        for raw in f:
            lineno += 1
            if not buf.strip() and raw.lstrip().startswith("."):
                self.dot(raw.strip(), lineno)
                buf = ""
                continue
            if not buf.strip():
                start = lineno
            buf += raw
            if sqlite3.complete_statement(buf):
                self.run_sql(buf, start)
                buf = ""
        if buf.strip():
            if sqlite3.complete_statement(buf + ";"):
                self.run_sql(buf + ";", start)
            else:
                err("Parse error near line %d: incomplete input" % start)
                self.errors += 1

    # ---- dot-commands ----
    def dot(self, line, lineno=None):
        args = split_dot(line[1:])
        if not args:
            return
        cmd, a = args[0], args[1:]
        fn = DOT.get(cmd)
        if fn is None:
            for name, f in DOT.items():
                if name.startswith(cmd) and len(cmd) >= 2:
                    fn = f
                    break
        if fn is None:
            err('Error: unknown command or invalid arguments:  "%s". Enter ".help" for help' % cmd)
            self.errors += 1
            if lineno is None or self.bail:
                raise Quit(1)
            return
        try:
            fn(self, a)
        except DotError as e:
            err(str(e))
            self.errors += 1
            if lineno is None or self.bail:
                raise Quit(1)


class DotError(Exception):
    pass


def err(msg):
    sys.stderr.write(msg + "\n")
    sys.stderr.flush()


def fmt_real(v, digits=15):
    """v as the shell prints a REAL: %!.15g in text modes; the exact
    modes (quote, insert, json, .dump) use %!.20g, or NNN.0 for integral
    values."""
    if v in (float("inf"), float("-inf")):
        return "Inf" if v > 0 else "-Inf"
    if digits > 15 and v == int(v) and abs(v) < 2 ** 63:
        return "%d.0" % int(v)
    s = "%.*g" % (digits, v)
    if "e" in s:
        mant, exp = s.split("e")
        if "." not in mant:
            mant += ".0"
        return mant + "e" + exp
    if "." not in s:
        s += ".0"
    return s


def json_value(v):
    if v is None:
        return "null"
    if isinstance(v, float):
        if v in (float("inf"), float("-inf")):
            return "1e999" if v > 0 else "-1e999"
        return fmt_real(v, 20)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, bytes):
        v = v.decode("utf-8", "replace")
    return json_string(v)


def json_string(s):
    import json  # here, not at the top: json imports re, which a start pays for
    return json.dumps(str(s), ensure_ascii=False)


def centre(s, w):
    left = (w - len(s)) // 2
    return " " * left + s + " " * (w - len(s) - left)


def csv_field(s, sep):
    """s quoted as the shell's csv mode quotes: when empty, holding the
    separator, or any control, blank, quote or non-ASCII character."""
    if s == "" or sep in s or any(c in "\"' " or ord(c) < 0x20 or ord(c) >= 0x7f for c in s):
        return '"' + s.replace('"', '""') + '"'
    return s


def sql_quote(s):
    return "'" + str(s).replace("'", "''") + "'"


def sql_literal(v):
    if v is None:
        return "NULL"
    if isinstance(v, float):
        return fmt_real(v, 20)
    if isinstance(v, int):
        return str(v)
    if isinstance(v, bytes):
        return "X'" + v.hex().upper() + "'"
    return sql_quote(v)


def quote_ident(name):
    if name and (name[0].isalpha() or name[0] == "_") and all(c.isalnum() or c == "_" for c in name):
        return name
    return '"' + name.replace('"', '""') + '"'


def html_escape(s):
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


def split_statements(sql, first_line):
    """Yields (statement, line) for each complete statement of sql; a tail
    without a terminating semicolon is run as a statement too."""
    pos = 0
    i = 0
    while pos < len(sql):
        j = sql.find(";", i)
        cand = sql[pos:] if j < 0 else sql[pos:j + 1]
        if j < 0 or sqlite3.complete_statement(cand):
            if strip_sql(cand.rstrip(";")):
                lead = len(cand) - len(cand.lstrip())
                yield cand, first_line + sql.count("\n", 0, pos + lead)
            if j < 0:
                return
            pos = j + 1
        i = j + 1


def strip_sql(s):
    """s without comments and blanks (empty when s holds no statement)."""
    out = []
    i = 0
    while i < len(s):
        if s.startswith("--", i):
            k = s.find("\n", i)
            i = len(s) if k < 0 else k + 1
        elif s.startswith("/*", i):
            k = s.find("*/", i + 2)
            i = len(s) if k < 0 else k + 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out).strip()


def split_dot(s):
    out = []
    i = 0
    while i < len(s):
        c = s[i]
        if c.isspace():
            i += 1
            continue
        if c in "'\"":
            k = s.find(c, i + 1)
            if k < 0:
                k = len(s)
            out.append(s[i + 1:k])
            i = k + 1
            continue
        k = i
        while k < len(s) and not s[k].isspace():
            k += 1
        out.append(s[i:k])
        i = k
    return out


def on_off(a, what):
    if len(a) != 1:
        raise DotError("Usage: .%s on|off" % what)
    v = a[0].lower()
    if v in ("on", "yes", "1", "true"):
        return True
    if v in ("off", "no", "0", "false"):
        return False
    raise DotError("ERROR: Not a boolean value: \"%s\". Assuming \"no\"." % a[0])


def dot_tables(sh, a):
    pat = a[0] if a else "%"
    rows = sh.con.execute(
        "SELECT name FROM sqlite_schema WHERE type IN ('table','view') AND name NOT LIKE 'sqlite_%' "
        "AND name LIKE ? ORDER BY 1", (pat,)).fetchall()
    names = [r[0] for r in rows]
    if not names:
        return
    w = max(len(n) for n in names)
    ncol = max(1, 80 // (w + 2))
    nrow = (len(names) + ncol - 1) // ncol
    for r in range(nrow):
        line = []
        for c in range(ncol):
            k = c * nrow + r
            if k < len(names):
                line.append(names[k].ljust(w))
        sh.write("  ".join(line).rstrip() + "\n")


def dot_schema(sh, a):
    where = ""
    params = ()
    if a:
        where = " AND tbl_name LIKE ?"
        params = (a[0],)
    rows = sh.con.execute(
        "SELECT type, name, sql FROM sqlite_schema WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'" + where +
        " ORDER BY rowid", params).fetchall()
    for typ, name, s in rows:
        if typ == "view":
            cols = [r[1] for r in sh.con.execute("PRAGMA table_info(%s)" % sql_quote(name))]
            s += "\n/* %s(%s) */" % (quote_ident(name), ",".join(quote_ident(c) for c in cols))
        elif typ == "table" and s[13:14] in ("'", '"'):
            # The shell makes tables with quoted names re-creatable.
            s = "CREATE TABLE IF NOT EXISTS " + s[13:]
        sh.write(s + ";\n")


def dot_indexes(sh, a):
    q = "SELECT name FROM sqlite_schema WHERE type='index' AND name NOT LIKE 'sqlite_%'"
    params = ()
    if a:
        q += " AND tbl_name LIKE ?"
        params = (a[0],)
    for (n,) in sh.con.execute(q + " ORDER BY 1", params):
        sh.write(n + "\n")


def dot_mode(sh, a):
    if not a:
        sh.write("current output mode: %s\n" % sh.mode)
        return
    m = a[0]
    if m == "tab":
        m = "tabs"
    if m not in MODES:
        raise DotError("Error: mode should be one of: " + " ".join(MODES))
    if m in ("tcl", "qbox"):
        m = "box" if m == "qbox" else "list"
    sh.set_mode(m, dot=True)
    if m == "insert" and len(a) > 1:
        sh.insert_table = a[1]


def dot_headers(sh, a):
    sh.headers = on_off(a, "headers")
    sh.headers_set = True


def dot_separator(sh, a):
    if not a or len(a) > 2:
        raise DotError("Usage: .separator COL ?ROW?")
    sh.colsep = unescape(a[0])
    if len(a) == 2:
        sh.rowsep = unescape(a[1])


def unescape(s):
    return s.encode("latin-1", "backslashreplace").decode("unicode_escape")


def dot_nullvalue(sh, a):
    if len(a) != 1:
        raise DotError("Usage: .nullvalue STRING")
    sh.null = a[0]


def dot_import(sh, a):
    csv_mode = sh.mode == "csv"
    skip = 0
    rest = []
    i = 0
    while i < len(a):
        x = a[i]
        if x in ("--csv", "-csv"):
            csv_mode = True
        elif x in ("--ascii", "-ascii"):
            csv_mode = False
        elif x in ("--skip", "-skip") and i + 1 < len(a):
            i += 1
            skip = int(a[i])
        elif x.startswith("-") and len(x) > 1:
            raise DotError('ERROR: unknown option: "%s".  Usage:\n.import [OPTIONS] FILE TABLE' % x)
        else:
            rest.append(x)
        i += 1
    if len(rest) != 2:
        raise DotError("Usage: .import [OPTIONS] FILE TABLE")
    fname, table = rest
    sep = "," if csv_mode else sh.colsep
    try:
        f = open(fname, newline="", encoding="utf-8", errors="surrogateescape")
    except OSError:
        raise DotError("Error: cannot open \"%s\"" % fname)
    import csv  # here, not at the top: csv imports re, which a start pays for
    with f:
        reader = csv.reader(f, delimiter=sep) if len(sep) == 1 else (line.rstrip("\n").split(sep) for line in f)
        rows = list(reader)
    rows = rows[skip:]
    exists = sh.con.execute("SELECT 1 FROM sqlite_schema WHERE type='table' AND name=?", (table,)).fetchone()
    if not exists:
        if not rows:
            raise DotError("%s: empty file" % fname)
        header = rows.pop(0)
        cols = ", ".join('"%s" TEXT' % c.replace('"', '""') for c in header)
        sh.con.execute('CREATE TABLE IF NOT EXISTS "%s"(\n%s)' % (table.replace('"', '""'), cols))
    ncol = len(sh.con.execute('SELECT * FROM "%s" LIMIT 0' % table.replace('"', '""')).description)
    q = 'INSERT INTO "%s" VALUES(%s)' % (table.replace('"', '""'), ",".join("?" * ncol))
    sh.con.execute("BEGIN")
    try:
        for k, r in enumerate(rows):
            if len(r) != ncol:
                lineno = k + 2 + skip if not exists else k + 1 + skip
                if len(r) < ncol:
                    err("%s:%d: expected %d columns but found %d - filling the rest with NULL"
                        % (fname, lineno, ncol, len(r)))
                    r = r + [None] * (ncol - len(r))
                else:
                    err("%s:%d: expected %d columns but found %d - extras ignored"
                        % (fname, lineno, ncol, len(r)))
                    r = r[:ncol]
            sh.con.execute(q, r)
        sh.con.execute("COMMIT")
    except sqlite3.Error as e:
        sh.con.execute("ROLLBACK")
        raise DotError("Error: %s" % e)


def dot_dump(sh, a):
    sh.write("PRAGMA foreign_keys=OFF;\nBEGIN TRANSACTION;\n")
    cond = ""
    params = ()
    if a:
        cond = " AND tbl_name LIKE ?"
        params = (a[0],)
    tables = sh.con.execute(
        "SELECT name, type, sql FROM sqlite_schema WHERE sql IS NOT NULL AND type='table' "
        "AND name NOT LIKE 'sqlite_%'" + cond + " ORDER BY rowid", params).fetchall()
    for name, _, sql in tables:
        sh.write(sql + ";\n")
        for r in sh.con.execute('SELECT * FROM "%s"' % name.replace('"', '""')):
            sh.write("INSERT INTO %s VALUES(%s);\n" % (quote_ident(name), ",".join(sql_literal(v) for v in r)))
    others = sh.con.execute(
        "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL AND type IN ('index','trigger','view') "
        "AND name NOT LIKE 'sqlite_%'" + cond + " ORDER BY rowid", params).fetchall()
    for (sql,) in others:
        sh.write(sql + ";\n")
    sh.write("COMMIT;\n")


def dot_read(sh, a):
    if len(a) != 1:
        raise DotError("Usage: .read FILE")
    try:
        f = open(a[0], encoding="utf-8", errors="surrogateescape")
    except OSError:
        raise DotError("Error: cannot open \"%s\"" % a[0])
    with f:
        sh.run_input(f)


def dot_output(sh, a):
    if sh.out is not sys.stdout:
        sh.out.close()
    sh.out = sys.stdout
    if a and a[0] not in ("stdout",):
        try:
            sh.out = open(a[0], "w", encoding="utf-8", errors="surrogateescape")
        except OSError:
            raise DotError("Error: cannot open \"%s\"" % a[0])


def dot_print(sh, a):
    sh.write(" ".join(a) + "\n")


def dot_bail(sh, a):
    sh.bail = on_off(a, "bail")


def dot_echo(sh, a):
    sh.echo = on_off(a, "echo")


def dot_quit(sh, a):
    raise Quit(int(a[0]) if a else 0)


def dot_databases(sh, a):
    for _, name, f in sh.con.execute("PRAGMA database_list"):
        sh.write("%s: %s r/w\n" % (name, f or '""'))


def dot_show(sh, a):
    sh.write("        echo: %s\n" % ("on" if sh.echo else "off"))
    sh.write("     headers: %s\n" % ("on" if sh.headers else "off"))
    sh.write("        mode: %s\n" % sh.mode)
    sh.write("   nullvalue: \"%s\"\n" % sh.null)
    sh.write("      output: %s\n" % ("stdout" if sh.out is sys.stdout else sh.out.name))
    sh.write("colseparator: \"%s\"\n" % sh.colsep.encode("unicode_escape").decode())
    sh.write("rowseparator: \"%s\"\n" % sh.rowsep.encode("unicode_escape").decode())
    sh.write("    filename: %s\n" % sh.filename)


def dot_noop(sh, a):
    pass


def dot_load(sh, a):
    raise DotError("Error: extension loading is not available in this sandbox")


def dot_help(sh, a):
    sh.write(HELP)


HELP = """.bail on|off             Stop after hitting an error.  Default OFF
.databases               List names and files of attached databases
.dump ?TABLE?            Render database content as SQL
.echo on|off             Turn command echo on or off
.exit ?CODE?             Exit this program with return-code CODE
.headers on|off          Turn display of headers on or off
.help                    Show this message
.import FILE TABLE       Import data from FILE into TABLE (--csv, --skip N)
.indexes ?TABLE?         Show names of indexes
.mode MODE ?TABLE?       Set output mode: box column csv html insert json line
                         list markdown quote table tabs
.nullvalue STRING        Use STRING in place of NULL values
.output ?FILE?           Send output to FILE or stdout
.print STRING...         Print literal STRING
.quit                    Exit this program
.read FILE               Read input from FILE
.schema ?PATTERN?        Show the CREATE statements matching PATTERN
.separator COL ?ROW?     Change the column and row separators
.show                    Show the current values for various settings
.tables ?TABLE?          List names of tables matching LIKE pattern TABLE
"""

DOT = {
    "tables": dot_tables, "schema": dot_schema, "indexes": dot_indexes, "indices": dot_indexes,
    "mode": dot_mode, "headers": dot_headers, "header": dot_headers, "separator": dot_separator,
    "nullvalue": dot_nullvalue, "import": dot_import, "dump": dot_dump, "read": dot_read,
    "output": dot_output, "print": dot_print, "bail": dot_bail, "echo": dot_echo,
    "quit": dot_quit, "exit": dot_quit, "databases": dot_databases, "show": dot_show,
    "help": dot_help, "timer": dot_noop, "width": dot_noop, "changes": dot_noop,
    "load": dot_load,
}

OPTION_MODES = {"-" + m: m for m in MODES}
OPTION_MODES.update({"-tabs": "tabs"})


def main(argv):
    sh = Shell()
    args = argv[1:]
    cmds = []
    rest = []
    i = 0
    while i < len(args):
        a = args[i]
        if rest or not a.startswith("-") or a == "-":
            rest.append(a)
            i += 1
            continue
        if a.startswith("--"):
            a = a[1:]
        if a in OPTION_MODES:
            m = OPTION_MODES[a]
            if m in ("tcl", "qbox"):
                m = "box" if m == "qbox" else "list"
            sh.set_mode(m)
        elif a == "-header":
            sh.headers, sh.headers_set = True, True
        elif a == "-noheader":
            sh.headers, sh.headers_set = False, True
        elif a in ("-separator", "-newline", "-nullvalue", "-cmd") and i + 1 < len(args):
            i += 1
            v = args[i]
            if a == "-separator":
                sh.colsep = unescape(v)
            elif a == "-newline":
                sh.rowsep = unescape(v)
            elif a == "-nullvalue":
                sh.null = v
            else:
                cmds.append(v)
        elif a == "-bail":
            sh.bail = True
        elif a == "-echo":
            sh.echo = True
        elif a in ("-batch", "-interactive", "-safe", "-nofollow"):
            pass
        elif a == "-readonly":
            sh.readonly = True
        elif a == "-version":
            # As the sqlite3 program of the same library prints it: version,
            # source id, pointer width (the guest is wasm32).
            lib, source_id = sqlite3.connect(":memory:").execute(
                "SELECT sqlite_version(), sqlite_source_id()").fetchone()
            sh.write("%s %s (%d-bit)\n" % (lib, source_id, sys.maxsize.bit_length() + 1))
            return 0
        elif a in ("-help", "-h"):
            sys.stderr.write(USAGE)
            return 0
        else:
            err("%s: Error: unknown option: %s\nUse -help for a list of options." % (PROG, args[i]))
            return 1
        i += 1
    try:
        sh.open(rest[0] if rest else "")
    except sqlite3.Error as e:
        err('Error: unable to open database "%s": %s' % (rest[0], e))
        return 1
    try:
        for c in cmds:
            if c.startswith("."):
                sh.dot(c)
            else:
                sh.run_sql(c, None)
        if len(rest) > 1:
            for c in rest[1:]:
                if c.startswith("."):
                    sh.dot(c)
                else:
                    sh.run_sql(c, None)
        else:
            sh.run_input(sys.stdin)
    except Quit as q:
        return q.code
    finally:
        sh.out.flush()
        if sh.out is not sys.stdout:
            sh.out.close()
        sys.stdout.flush()
    return 1 if sh.errors else 0


USAGE = """Usage: sqlite3 [OPTIONS] FILENAME [SQL...]
FILENAME is the name of an SQLite database. A new database is created
if the file does not previously exist. Defaults to :memory:.
OPTIONS include:
   -bail                stop after hitting an error
   -box                 set output mode to 'box'
   -cmd COMMAND         run "COMMAND" before reading stdin
   -column              set output mode to 'column'
   -csv                 set output mode to 'csv'
   -echo                print inputs before execution
   -header              turn headers on
   -html                set output mode to HTML
   -json                set output mode to 'json'
   -line                set output mode to 'line'
   -list                set output mode to 'list'
   -markdown            set output mode to 'markdown'
   -newline SEP         set output row separator. Default: '\\n'
   -noheader            turn headers off
   -nullvalue TEXT      set text string for NULL values. Default ''
   -quote               set output mode to 'quote'
   -readonly            open the database read-only
   -separator SEP       set output column separator. Default: '|'
   -table               set output mode to 'table'
   -tabs                set output mode to 'tabs'
   -version             show SQLite version
"""

def run():
    try:
        code = main(sys.argv)
    except BrokenPipeError:
        code = 0
    sys.exit(code)


if __name__ == "__main__":
    run()
