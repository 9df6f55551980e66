import postcssPresetMantine from 'postcss-preset-mantine';

export default {
  plugins: [postcssPresetMantine()],
};
