a = ['four';'five';'nine'];
c = num2cell(a)
