import shapes.util.scale
fprintf('%d\n', scale(5, 5));
fprintf('%d\n', pkg_helper_sum(3));
