"""MATLAB snippets whose stdout Octave 7.3 and RunMat must agree on (values printed with
fprintf so display formats do not matter). Expected output: octave_expected.json, made by
``python tests/breadth/octave_cases.py`` (runs octave-cli)."""

from __future__ import annotations

P = "fprintf('%.6g ', {}); fprintf('\\n');"


def show(expr: str) -> str:
    return P.format(expr)


CASES: dict[str, str] = {
    # bits
    "bitand_int": show("bitand(uint8([255 15 7]), uint8([60 60 2]))"),
    "bitor_double": show("bitor([12 1 0], [10 2 0])"),
    "bitxor_mixed": show("bitxor(uint16(1000), 255)"),
    "bitand_class": "disp(class(bitand(uint8(3), 1)))",
    "bitshift_uint8": show("bitshift(uint8(255), [1 -1 8 -8])"),
    "bitshift_double": show("bitshift([1 12 1024], [3 2 -5])"),
    "bitshift_int8_neg": show("bitshift(int8(-8), -1)"),
    "bitcmp_uint16": show("bitcmp(uint16([0 1 65535]))"),
    "bitcmp_int8": show("bitcmp(int8([0 5 -1]))"),
    "bitget_vec": show("bitget(uint8(200), 8:-1:1)"),
    "bitget_double": show("bitget(10, 1:4)"),
    "bitset_clear": show("bitset(uint8(255), [1 8], 0)"),
    "bitset_double": show("bitset([0 8], 3)"),
    "typecast_u8_u16": show("typecast(uint8([1 2 3 4]), 'uint16')"),
    "typecast_double": show("typecast(1, 'uint32')"),
    "typecast_col": "disp(size(typecast(uint8([1;2;3;4]), 'uint16')))",
    "typecast_int8": show("typecast(uint8([255 128 1]), 'int8')"),
    "swapbytes_u32": show("swapbytes(uint32(1))"),
    "swapbytes_i16": show("swapbytes(int16([1 -2]))"),
    # base conversion
    "dec2bin_mat": "disp(dec2bin([3 8 1]))",
    "dec2bin_width": "disp(dec2bin(5, 8))",
    "dec2bin_zero": "disp(dec2bin(0))",
    "dec2bin_uint8": "disp(dec2bin(uint8(255)))",
    "dec2hex_mat": "disp(dec2hex([255; 16; 1]))",
    "dec2base_36": "disp(dec2base(35, 36))",
    "dec2base_sym": "disp(dec2base(5, 'ab'))",
    "bin2dec_rows": show("bin2dec(['1111'; '0001'])"),
    "bin2dec_cell": show("bin2dec({'10', '111'})"),
    "hex2dec_lower": show("hex2dec({'ff', '7FFF'})"),
    "base2dec_36": show("base2dec('ZZ', 36)"),
    "roundtrip_hex": show("hex2dec(dec2hex(123456789))"),
    # fft
    "fft_real": show("real(fft([1 2 3 4]))") + show("imag(fft([1 2 3 4]))"),
    "fft_pad": show("abs(fft([1 1], 4))"),
    "fft_trunc": show("fft([1 2 3 4], 2)"),
    "fft_dim2": show("fft([1 2; 3 4], [], 2)"),
    "fft_cols": show("fft([1 2; 3 4])"),
    "ifft_roundtrip": show("round(1e10*real(ifft(fft([5 -1 2 7 3]))))/1e10"),
    "fft2_pad": "disp(size(fft2(ones(2), 3, 4)));" + show("abs(fft2(ones(2), 3, 4))"),
    "fftn_3d": show("fftn(reshape(1:8, 2, 2, 2))"),
    "fftshift_even": show("fftshift([1 2 3 4])"),
    "fftshift_mat": show("fftshift([1 2; 3 4])"),
    "fftshift_dim": show("fftshift([1 2 3; 4 5 6], 2)"),
    "ifftshift_odd": show("ifftshift([1 2 3 4 5 6 7])"),
    "nextpow2_vals": show("nextpow2([1 2 3 1023 1025 0.5])"),
    "fft_empty": "disp(size(fft([])))",
    # statistics
    "cov_matrix": show("cov([2 4 6; 1 3 8; 5 5 5; 0 1 2])"),
    "cov_w1": show("cov([1 2 3 4 10], 1)"),
    "corrcoef_mat": show("corrcoef([1 2 3; 2 4 7; 3 5 8; 4 9 1])"),
    "quantile_mat": show("quantile([3 1 4; 1 5 9; 2 6 5; 3 5 8], [0.1 0.5 0.9])"),
    "quantile_dim2": show("quantile([1 2 3 4; 5 6 7 8], 0.5, 2)"),
    "prctile_vec": show("prctile([10 20 30 40 50 60], [0 25 50 100])"),
    "prctile_nan": show("prctile([1 NaN 3 5], 50)"),
    "movmean_even": show("movmean([4 8 6 -1 -2 -3 -1 3 4 5], 4)"),
    "movmean_kbkf": show("movmean(1:6, [2 0])"),
    "movsum_discard": show("movsum(1:6, 3, 'Endpoints', 'discard')"),
    "movsum_fillval": show("movsum(1:5, 3, 'Endpoints', 0)"),
    "movmean_fill": show("movmean(1:5, 3, 'Endpoints', 'fill')"),
    "movmax_3": show("movmax([4 1 3 2 8 1], 3)"),
    "movmin_kbkf": show("movmin([4 1 3 2 8 1], [0 2])"),
    "movmedian_4": show("movmedian([1 9 2 8 3 7], 4)"),
    "movmean_mat": show("movmean([1 2; 3 4; 5 6], 2)"),
    "movmean_mat_dim2": show("movmean([1 2 4; 3 4 8], 2, 2)"),
    "movstd_w1": show("movstd(1:5, 3, 1)"),
    "movvar": show("movvar([1 3 2 8 4], 3)"),
    "movprod": show("movprod([1 2 3 4], 3)"),
    "zscore_mat": show("zscore([1 2; 3 6; 5 7])"),
    "zscore_flag1": show("zscore([1 2 3 4], 1)"),
    "zscore_const": show("zscore([5 5 5])"),
    "rescale_range": show("rescale([2 4 6 10], 0, 100)"),
    "rescale_mat": show("rescale([1 2; 3 5])"),
    "bounds_mat": "[s, l] = bounds([3 9; 1 4; 7 2]);" + show("s") + show("l"),
    "bounds_dim2": "[s, l] = bounds([3 9 1; 4 7 2], 2);" + show("s") + show("l"),
    "range_vec": show("range([4 -2 9 1])"),
    "range_dim": show("range([1 5; 3 2], 2)"),
    "mad_mat": show("mad([1 2; 3 8; 5 5])"),
    "mad_median": show("mad([1 2 3 100], 1)"),
    "skewness_mat": show("skewness([1 2; 2 4; 9 5])"),
    "kurtosis_vec": show("kurtosis([2 8 0 4 1 9 9 0])"),
    "kurtosis_flag0": show("kurtosis([2 8 0 4 1 9 9 0], 0)"),
    "skewness_flag0": show("skewness([2 8 0 4 1 9 9 0], 0)"),
    "histc_mat": show("histc([1 2; 3 4; 4 1], [0 2 4])"),
    "histc_bins": "[n, b] = histc([0.5 1 2.5 9 3], [1 2 3]);" + show("n") + show("b"),
    "hist_default": show("hist([1 2 2 3 3 3 4 10])"),
    "hist_centers": "[n, x] = hist([1 2 2 3 5 8], 4);" + show("n") + show("x"),
    "hist_matrix": show("hist([1 2; 3 4; 2 2; 9 1], 3)"),
    # function functions
    "fzero_bracket": "fprintf('%.10f\\n', fzero(@(x) cos(x) - x, [0 1]))",
    "fzero_start": "fprintf('%.10f\\n', fzero(@(x) x.^3 - 2*x - 5, 2))",
    "fzero_start0": "fprintf('%.10f\\n', fzero(@(x) x - 0.3, 0))",
    "fzero_outputs": "[x, fv, ef] = fzero(@(x) x.^2 - 4, [0 5]); fprintf('%.8f %d\\n', x, ef)",
    "fzero_extra": "f = @(x, c) x.^2 - c; fprintf('%.8f\\n', fzero(@(x) f(x, 9), [0 5]))",
    "fminsearch_quad": "x = fminsearch(@(p) (p(1)-3).^2 + (p(2)+1).^2 + 2, [0 0]); fprintf('%.3f %.3f\\n', x)",
    "fminsearch_scalar": "[x, fv] = fminsearch(@(x) (x - 2).^4 + 1, 0); fprintf('%.2f %.4f\\n', x, fv)",
    "fminbnd_sin": "[x, fv] = fminbnd(@sin, 0, 2*pi); fprintf('%.4f %.4f\\n', x, fv)",
    "fminbnd_poly": "x = fminbnd(@(x) x.^3 - 2*x, 0, 2); fprintf('%.4f\\n', x)",
    "integral_sin": "fprintf('%.8f\\n', integral(@sin, 0, pi))",
    "integral_inf": "fprintf('%.8f\\n', integral(@(x) 1 ./ (1 + x.^2), 0, Inf))",
    "integral_param": "c = 3; fprintf('%.8f\\n', integral(@(x) c * x, 0, 2))",
    "integral_array": "q = integral(@(x) [x; x.^2], 0, 1, 'ArrayValued', true); fprintf('%.8f\\n', q)",
    "quadgk_log": "fprintf('%.8f\\n', quadgk(@(x) log(x), 0, 1))",
    "quad_poly": "fprintf('%.6f\\n', quad(@(x) x.^3, 0, 2))",
    "ode45_decay": "[t, y] = ode45(@(t, y) -2*y, [0 0.5 1], 1); fprintf('%.3f ', t, y); fprintf('\\n')",
    "ode45_system": "[t, y] = ode45(@(t, y) [y(2); -y(1)], [0 1 2], [0; 1]); disp(size(y)); fprintf('%.3f ', y); fprintf('\\n')",
    "ode23_growth": "[t, y] = ode23(@(t, y) y, [0 1], 1); fprintf('%.2f %.2f\\n', t(end), y(end))",
    "ode45_backward": "[t, y] = ode45(@(t, y) y, [1 0.5 0], exp(1)); fprintf('%.3f ', y); fprintf('\\n')",
    "nthargout_sort": show("nthargout(2, @sort, [3 1 2])"),
    "nthargout_max": show("nthargout(2, @max, [1 7 3; 9 2 4])"),
    "bsxfun_plus": show("bsxfun(@plus, [1; 2; 3], [10 20])"),
    "bsxfun_anon": show("bsxfun(@(a, b) max(a, b), [1 5 3], [2; 4])"),
    "bsxfun_times": show("bsxfun(@times, [1 2; 3 4], [2; 3])"),
    # calculus
    "polyder_const": show("polyder(5)"),
    "polyder_product": show("polyder([1 0 -1], [2 3])"),
    "polyder_quotient": "[q, d] = polyder([1 0], [1 1]);" + show("q") + show("d"),
    "polyint_k": show("polyint([4 0 -2], 3)"),
    "gradient_spacing": show("gradient([0 1 4 9 16], 0.5)"),
    "gradient_coords": show("gradient([0 1 4 9], [0 1 3 4])"),
    "gradient_matrix": "[gx, gy] = gradient([1 3 6; 2 5 9; 4 8 13], 2, 1);" + show("gx") + show("gy"),
    "gradient_col": show("gradient([1; 4; 9; 16])"),
    "del2_matrix": show("del2([1 4 9; 16 25 36; 49 64 81])"),
    "del2_spacing": show("del2([1 8 27 64 125], 0.5)"),
    "interp2_linear": "[X, Y] = meshgrid(1:3, 1:3); V = X + 10*Y;" + show("interp2(X, Y, V, [1.5 2.25], [1.5 2.75])"),
    "interp2_grid": show("interp2([1 2 3; 4 5 6], [1 1.5 3], [1; 2])"),
    "interp2_nearest": show("interp2([1 2 3; 4 5 6; 7 8 9], [1.4 2.6], [2.6 1.2], 'nearest')"),
    "interp2_extrap": show("interp2([1 2; 3 4], [0 3 1.5], [1 1 1.5], 'linear', -1)"),
    "interp2_vectors": show("interp2([0 10], [0 1], [0 10; 1 11], 5, 0.5)"),
    # misc
    "mat2cell_sizes": "c = mat2cell(magic(4), [1 3], [2 2]); disp(size(c)); disp(c{2, 2})",
    "mat2cell_char": "c = mat2cell('abcdef', 1, [2 4]); disp(c{2})",
    "mat2cell_cell": "c = mat2cell({1, 2, 3}, 1, [1 2]); disp(class(c{2})); disp(size(c{2}))",
    "weekday_vec": show("weekday([730000 730001 730002 730003])"),
    "weekday_names": "[n, s] = weekday(730000); disp(s)",
    "strvcat_cell": "s = strvcat({'a', 'bcd'}, 'ef'); disp(size(s)); disp(s)",
    "strjust_left": "s = strjust(['  a'; ' bb'], 'left'); disp(['[' s(1,:) ']']); disp(['[' s(2,:) ']'])",
    "strjust_default": "s = strjust('ab  '); disp(['[' s ']'])",
    "validatestring_prefix": "disp(validatestring('gre', {'red', 'green', 'blue'}))",
    "validatestring_case": "disp(validatestring('BLUE', {'red', 'green', 'blue'}))",
}


if __name__ == "__main__":  # regenerate octave_expected.json
    import json
    import pathlib
    import subprocess

    out = {}
    for name, code in CASES.items():
        p = subprocess.run(["octave-cli", "--no-gui", "--quiet", "--eval", code], capture_output=True,
                           text=True, timeout=60)
        out[name] = p.stdout if p.returncode == 0 else None
        if p.returncode:
            print("octave failed:", name, p.stderr.strip().splitlines()[:1])
    path = pathlib.Path(__file__).with_name("octave_expected.json")
    path.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n")
