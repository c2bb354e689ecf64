/// The form's default look, served as a file (``FormPage/stylesheetURL``) so the page's
/// `Content-Security-Policy` can say `style-src 'self'` and a team can add its own after it.
///
/// It follows the GOV.UK Design System's published rules, written anew here (no code or assets
/// of theirs): 19 px text (16 px under 641 px wide), controls of at least 16 px text and 40 px
/// height with a 2 px border, widths by what a field holds (the `size` of a short text, numbers
/// 10 characters wide), a 3 px yellow focus state on every control and link, a red border on the
/// leading side of a field in error, one green primary button per step, targets of at least 24 px (WCAG 2.2,
/// 2.5.8), colours that keep 4.5:1 in light and dark mode (`prefers-color-scheme`), and print
/// rules that drop the buttons. Every side is a logical one (`inline-start`, `inline-end`), so a
/// right-to-left page (`dir="rtl"`) mirrors: the error border, the step markers, the Back chevron
/// and the buttons' spacing move to the other side.
///
/// The classes it styles are the page's documented structure (see ``FormPage``): `form-page`,
/// `back-link`, `caption`, `steps`, `field`, `field-error`, `hint`, `error-message`,
/// `error-summary`, `notice`, `choice`, `marker`, `group`, `rows`, `row`, `alternatives`,
/// `row-actions`, `actions`, `history`, `read-only`, `label`, `footer`, `visually-hidden`, and
/// buttons `button` with `primary` or `secondary`.
enum FormStylesheet {
    static let source = """
    :root{color-scheme:light dark;--text:#0b0c0c;--muted:#505a5f;--page:#fff;--border:#0b0c0c;--error:#d4351c;\
    --focus:#fd0;--focus-text:#0b0c0c;--link:#1d70b8;--primary:#00703c;--primary-edge:#002d18;--quiet:#f3f2f1;\
    --quiet-edge:#929191;--rule:#b1b4b6}
    @media (prefers-color-scheme:dark){:root{--text:#f3f2f1;--muted:#c5c9cc;--page:#0b0c0c;--border:#f3f2f1;\
    --error:#ff8f80;--link:#9ccaff;--quiet:#2a2c2e;--quiet-edge:#6f777b;--rule:#6f777b}}
    *,*::before,*::after{box-sizing:border-box}
    html{background:var(--page)}
    body{margin:0;color:var(--text);background:var(--page);font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;\
    font-size:1.1875rem;line-height:1.32}
    main{max-width:42rem;margin:0 auto;padding:1.25rem 1rem 3rem}
    h1{font-size:2.25rem;line-height:1.1;margin:0 0 1.875rem}
    h2{font-size:1.5rem;line-height:1.25;margin:1.25rem 0 .9375rem}
    a{color:var(--link)}
    a:focus{outline:3px solid transparent;color:var(--focus-text);background:var(--focus);box-shadow:0 -2px var(--focus),0 4px var(--focus-text);\
    text-decoration:none}
    .visually-hidden{position:absolute!important;width:1px!important;height:1px!important;margin:0!important;\
    padding:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;white-space:nowrap!important;border:0!important}
    .caption{color:var(--muted);font-size:1.1875rem;margin:0 0 .3125rem}
    .steps{list-style:none;margin:0 0 1.875rem;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem;font-size:1rem}
    .steps li{padding-inline-start:1.5rem;position:relative;color:var(--muted)}
    .steps li::before{content:"";position:absolute;inset-inline-start:0;top:.3em;width:.9em;height:.9em;border:2px solid currentColor;border-radius:50%}
    .steps li[data-state=done]::before{background:currentColor}
    .steps li[aria-current=step]{color:var(--text);font-weight:700}
    .steps li[aria-current=step]::before{border-width:.3em}
    .field,.history{margin:0 0 1.875rem}
    label,legend,.label{display:block;font-weight:700;margin:0 0 .3125rem;padding:0}
    .marker{font-weight:400}
    .hint{color:var(--muted);margin:0 0 .9375rem}
    .count{margin:.3125rem 0 0}
    .error-message{color:var(--error);font-weight:700;margin:0 0 .9375rem}
    .field-error{border-inline-start:5px solid var(--error);padding-inline-start:.9375rem}
    :where(input:not([type=checkbox]):not([type=radio]),select,textarea){font:inherit;font-size:1.1875rem;line-height:1.25;\
    min-height:2.5rem;width:100%;padding:.3125rem;border:2px solid var(--border);border-radius:0;background:var(--page);color:var(--text)}
    input[size]{width:auto;max-width:100%}
    input[type=number]{width:8em}
    input[type=date],input[type=time],input[type=datetime-local]{width:auto}
    input[autocomplete=cc-number]{width:20ch}input[autocomplete=cc-exp]{width:7ch}input[autocomplete=cc-csc]{width:6ch}
    textarea{min-height:7.5rem;resize:vertical;display:block}
    select{width:auto;max-width:100%}
    input[autocomplete=cc-number],input[autocomplete=cc-exp],input[autocomplete=cc-csc]{min-width:6rem}
    input[aria-invalid=true],select[aria-invalid=true],textarea[aria-invalid=true]{border-color:var(--error)}
    input:focus,select:focus,textarea:focus{outline:3px solid var(--focus);outline-offset:0;box-shadow:inset 0 0 0 2px var(--border)}
    fieldset{margin:0 0 1.875rem;padding:0;border:0;min-width:0}
    fieldset.group>legend,fieldset.rows>legend,fieldset.alternatives>legend{font-size:1.5rem;margin:0 0 .9375rem}
    .choice{display:flex;align-items:center;gap:.5rem;min-height:2.5rem;margin:0 0 .3125rem}
    .choice input{width:1.5rem;height:1.5rem;margin:0;flex:none;accent-color:var(--text)}
    .choice input:focus{outline:3px solid var(--focus);outline-offset:2px}
    .choice label{display:inline;font-weight:400;margin:0;padding:.25rem 0}
    .rows>.row,.rows>div>.row{border-bottom:1px solid var(--rule);padding:0 0 .9375rem;margin:0 0 1.25rem}
    .row>legend{font-size:1.1875rem}
    .read-only .value{margin:.3125rem 0 0}
    .error-summary{border:5px solid var(--error);padding:1.25rem;margin:0 0 1.875rem}
    .error-summary h2{margin-top:0}
    .error-summary ul{list-style:none;margin:0;padding:0}
    .error-summary li{margin:0 0 .5rem}
    .error-summary a{color:var(--error);font-weight:700;display:inline-block;padding:.125rem 0}
    .error-summary:focus,.notice:focus{outline:3px solid var(--focus)}
    .notice{border:5px solid var(--link);padding:1.25rem;margin:0 0 1.875rem}
    .notice h2{margin-top:0}
    button{font:inherit;font-size:1.1875rem;line-height:1.2;min-height:2.5rem;min-width:2.75rem;padding:.5rem .75rem .4375rem;\
    border:2px solid transparent;border-radius:0;cursor:pointer;color:#0b0c0c;background:#f3f2f1;box-shadow:0 2px 0 #929191;margin:0 0 .9375rem;margin-inline-end:.9375rem}
    button.primary{color:#fff;background:var(--primary);box-shadow:0 2px 0 var(--primary-edge)}
    button:hover{filter:brightness(.92)}
    button:focus{outline:3px solid transparent;color:var(--focus-text);background:var(--focus);box-shadow:0 2px 0 var(--focus-text)}
    button:disabled{opacity:.5;cursor:not-allowed}
    .row-actions{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end;margin:0 0 .625rem}
    .row-actions button{font-size:1rem;min-height:2rem;padding:.25rem .625rem;margin:0}
    .row-actions .move{min-width:2.25rem;font-weight:700}
    .history{background:var(--quiet);padding:.75rem 1rem}
    .history button{margin:0;margin-inline-start:.75rem}
    .back-link{display:inline-block;position:relative;background:none;box-shadow:none;color:var(--text);font-size:1rem;\
    text-decoration:underline;padding:.25rem;padding-inline-start:1rem;margin:0 0 1.25rem;min-height:1.5rem}
    .back-link::before{content:"";position:absolute;inset-inline-start:.25rem;top:50%;width:.4375rem;height:.4375rem;border:solid currentColor;\
    border-width:0 0 2px 2px;transform:translateY(-50%) rotate(45deg)}\
    [dir=rtl] .back-link::before{transform:translateY(-50%) rotate(-135deg)}
    .back-link:focus{background:var(--focus);color:var(--focus-text)}
    .actions{margin:2.5rem 0 0}
    .footer{color:var(--muted)}
    @media (max-width:40.0525em){body{font-size:1rem}h1{font-size:1.75rem}h2{font-size:1.25rem}main{padding:.9375rem}\
    button{width:100%;margin-inline-end:0}.row-actions button,.history button,.back-link{width:auto}}
    @media print{body{font-size:12pt;color:#000;background:#fff}button,.row-actions,.actions,.history{display:none!important}\
    input,select,textarea{border:1px solid #000!important}a{color:#000}}
    """

    static let bytes = Array(source.utf8)

    /// The version in the stylesheet's address: the first 16 hexadecimal digits of its SHA-256,
    /// so a changed stylesheet has a new address and the old one can be cached for ever.
    static let version = String(SHA256.hash(bytes).hexString.prefix(16))
}
